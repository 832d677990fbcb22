import { Alert, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/ui/data-table';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

/**
 * A Build list's table (compliance items, invitations): its heading, the count announced as a status,
 * the empty state, or the rows under their column headers; an error when the list could not be read.
 */
export function BuildListTable({
  area,
  loaded,
  failed,
  count,
  columns,
  children,
}: {
  area: 'compliance' | 'invitations';
  loaded: boolean;
  failed: boolean;
  count: number;
  columns: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  return (
    <>
      <Heading level={2}>{t(`${area}.tableLabel`)}</Heading>
      {!loaded ? (
        failed ? (
          <Alert variation="error">{t('loadError')}</Alert>
        ) : null
      ) : (
        <>
          <p role="status">{t(`${area}.count`, { count })}</p>
          {count === 0 ? (
            <p>{t(`${area}.empty`)}</p>
          ) : (
            <DataTable label={t(`${area}.tableLabel`)}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th scope="col" key={column}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children}</tbody>
            </DataTable>
          )}
        </>
      )}
    </>
  );
}
