import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { TVendorLine } from '../../../../../shared/schemas/vendor-directory';
import { DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { SUPPLIERS_NS } from '../i18n';

/** Yes/no of a flag, in the reader's language. */
export function useFlag() {
  const { t } = useTranslation(SUPPLIERS_NS);
  return (value: boolean) => (value ? t('advanced.yes') : t('advanced.no'));
}

/**
 * Suppliers as the directory lists them: the invitation list's columns the data fills
 * (docs/product/tender.md#invitations: company, contact, city, email, diversity classification, local vendor,
 * emergency supplier), the account, and optional columns before and after (a list's rotation sequence, last
 * invited, its actions).
 */
export function VendorTable<T extends TVendorLine>({
  caption,
  vendors,
  before,
  after,
}: {
  caption: string;
  vendors: readonly T[];
  before?: { header: string; cell: (vendor: T) => ReactNode };
  after?: { header: string; cell: (vendor: T) => ReactNode }[];
}) {
  const { t } = useTranslation(SUPPLIERS_NS);
  const flag = useFlag();
  return (
    <DataTable label={caption}>
      <caption className="tb-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {before && <th scope="col">{before.header}</th>}
          <th scope="col">{t('columns.company')}</th>
          <th scope="col">{t('columns.contact')}</th>
          <th scope="col">{t('columns.city')}</th>
          <th scope="col">{t('columns.email')}</th>
          <th scope="col">{t('columns.diversity')}</th>
          <th scope="col">{t('columns.local')}</th>
          <th scope="col">{t('columns.emergency')}</th>
          <th scope="col">{t('columns.account')}</th>
          {after?.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {vendors.map((vendor) => (
          <tr key={vendor.vendorId}>
            {before && <td>{before.cell(vendor)}</td>}
            <th scope="row">
              <Link to={paths.suppliers.detail.getHref(vendor.vendorId)}>{vendor.companyName}</Link>
            </th>
            <td>{vendor.contactName}</td>
            <td>{[vendor.city, vendor.provinceOrState].filter(Boolean).join(', ')}</td>
            <td>{vendor.email}</td>
            <td>{vendor.diversityClassifications.map((c) => t(`diversity.${c}`)).join(', ')}</td>
            <td>{flag(vendor.local)}</td>
            <td>{flag(vendor.emergency)}</td>
            <td>{t(`accountStatus.${vendor.accountStatus}`)}</td>
            {after?.map((column) => (
              <td key={column.header}>{column.cell(vendor)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
