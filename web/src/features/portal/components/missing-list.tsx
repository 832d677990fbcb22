import { Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { MissingItem } from '../../../../../shared/domain/submissions/bid-content';
import { PORTAL_NS } from '../i18n';

/** What is still missing, as the rule the server runs on submit words it; or that nothing is. */
export function MissingList({ missing, testId }: { missing: MissingItem[]; testId: string }) {
  const { t } = useTranslation(PORTAL_NS);
  return missing.length === 0 ? (
    <Text as="p">{t('submission.nothingMissing')}</Text>
  ) : (
    <ul data-testid={testId}>
      {missing.map((item, index) => (
        <li key={index}>{t(`submission.missing.${item.code}`, missingValues(item))}</li>
      ))}
    </ul>
  );
}

function missingValues(item: MissingItem): Record<string, string | number> {
  if ('title' in item) return { title: item.title };
  if (item.code === 'referencesTooFew') return { required: item.required, given: item.given };
  return {};
}
