import '../i18n/addenda';
import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgeAddendum, useSupplierAddenda } from '../api/addenda-api';
import { PORTAL_NS } from '../i18n';
import { canadianLocale } from '../../../../../shared/domain/locale';

const when = (instant: string, language: string) =>
  new Intl.DateTimeFormat(canadianLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(instant));

/**
 * A bid's published addenda in the portal (issue 9 item 4, decision 052): each with its number, the change
 * in words and its documents' names (downloaded from the addenda documents below), and the company's
 * acknowledgement, or the button that records it.
 */
export function BidAddenda({ agencyDomain, projectId }: { agencyDomain: string; projectId: string }) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const { data, error, mutate } = useSupplierAddenda(agencyDomain, projectId);
  const [busy, setBusy] = useState<string>();
  const [actionError, setActionError] = useState<string>();
  if (error)
    return (
      <Alert variation="error" role="alert">
        {(error as Error).message}
      </Alert>
    );
  if (!data) return <Text as="p">{t('addenda.loading')}</Text>;
  if (data.addenda.length === 0) return <Text as="p">{t('addenda.none')}</Text>;

  const acknowledge = async (addendumId: string) => {
    setActionError(undefined);
    setBusy(addendumId);
    try {
      await mutate(await acknowledgeAddendum({ agencyDomain, projectId, addendumId }), { revalidate: false });
    } catch (failure) {
      setActionError((failure as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Flex direction="column" gap="small">
      {actionError && (
        <Alert variation="error" role="alert">
          {actionError}
        </Alert>
      )}
      {data.addenda.map((a) => {
        const headingId = `addendum-${a.addendumId}`;
        return (
          <article key={a.addendumId} aria-labelledby={headingId} data-testid="supplier-addendum">
            <Heading level={3} id={headingId}>
              {t('addenda.numbered', { number: a.number, title: a.title })}
            </Heading>
            <Text as="p" className="tb-muted">
              {t('addenda.published', { when: when(a.publishedAt, i18n.language) })}
            </Text>
            <Text as="p" style={{ whiteSpace: 'pre-wrap' }}>
              {a.text}
            </Text>
            {a.documents.length > 0 && (
              <Text as="p">
                {t('addenda.documents', { names: a.documents.map((d) => d.displayName).join(', ') })}
              </Text>
            )}
            {a.acknowledgement ? (
              <Text as="p" role="status">
                {t('addenda.acknowledged', {
                  when: when(a.acknowledgement.acknowledgedAt, i18n.language),
                  name: a.acknowledgement.acknowledgedByName,
                })}
              </Text>
            ) : (
              <Flex direction="column" gap="xs" alignItems="flex-start">
                <Text as="p">{t('addenda.toAcknowledge')}</Text>
                <Button
                  variation="primary"
                  size="small"
                  aria-label={t('addenda.acknowledgeLabel', { number: a.number })}
                  isDisabled={busy !== undefined}
                  onClick={() => void acknowledge(a.addendumId)}
                >
                  {t('addenda.acknowledge')}
                </Button>
              </Flex>
            )}
          </article>
        );
      })}
    </Flex>
  );
}
