import type { TVendorLine } from '../../../../../shared/schemas/vendor-directory';
import type { ExcelJs } from '../../../lib/office-files';

/**
 * The advanced search's Excel export (AdvancedSearchResultExport,
 * docs/product/suppliers-and-accounts.md#supplier-directory, decision 053): the server answers every match,
 * the browser writes the workbook with exceljs loaded on the first download (as the bid forms and the sign-in
 * sheet do), so the suppliers Lambda does not carry exceljs.
 */
export interface ExportTexts {
  sheet: string;
  company: string;
  contact: string;
  email: string;
  city: string;
  province: string;
  diversity: string;
  certifiedDiverse: string;
  local: string;
  emergency: string;
  accountStatus: string;
  emailStatus: string;
  categories: string;
  yes: string;
  no: string;
  classification: (code: string) => string;
  account: (status: string) => string;
  emailState: (status: string) => string;
}

/** The header row, then one row per supplier, as plain strings (pure: tests read them without a browser). */
export function vendorExportRows(vendors: readonly TVendorLine[], t: ExportTexts): string[][] {
  const flag = (value: boolean) => (value ? t.yes : t.no);
  return [
    [
      t.company,
      t.contact,
      t.email,
      t.city,
      t.province,
      t.diversity,
      t.certifiedDiverse,
      t.local,
      t.emergency,
      t.accountStatus,
      t.emailStatus,
      t.categories,
    ],
    ...vendors.map((v) => [
      v.companyName,
      v.contactName ?? '',
      v.email,
      v.city ?? '',
      v.provinceOrState ?? '',
      v.diversityClassifications.map(t.classification).join(', '),
      flag(v.certifiedDiverse),
      flag(v.local),
      flag(v.emergency),
      t.account(v.accountStatus),
      t.emailState(v.emailStatus),
      v.categoryCodes.join(', '),
    ]),
  ];
}

/** The rows as an .xlsx workbook of one sheet, header in bold, with the given exceljs. */
export async function vendorWorkbook(excel: ExcelJs, name: string, rows: string[][]): Promise<ArrayBuffer> {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(name);
  rows.forEach((row) => sheet.addRow(row));
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(12, ...rows.map((row) => (row[i] ?? '').length + 2)));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
