import { Alert, Badge, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHealthDetails } from '../api/health-details';

/**
 * The services the platform depends on and their latencies, from GET /api/v1/system/health: loading, error
 * and data states. Site administrators only (the dashboard shows it to them alone; the API refuses others).
 */
export function PlatformStatus() {
  const { t } = useTranslation();
  const { data, error, isLoading, isValidating, mutate } = useHealthDetails();
  const headingId = useId();
  return (
    <Card variation="outlined" className="tb-card" as="section" aria-labelledby={headingId}>
      <Flex direction="column" gap="small">
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
          <Heading level={2} id={headingId} className="tb-card-title">
            {t('health.title')}
          </Heading>
          {data && (
            <Badge variation={data.status === 'up' ? 'success' : 'warning'}>
              {t(`health.status.${data.status}`)}
            </Badge>
          )}
        </Flex>
        {/* The health card keeps its data while it reads again, and its error alert has a heading, the correlation id and Retry. */}
        {isLoading && (
          <Flex alignItems="center" gap="small" role="status">
            <Loader />
            <Text as="span">{t('health.loading')}</Text>
          </Flex>
        )}
        {error && !data && (
          <Alert variation="error" heading={t('health.errorTitle')}>
            <Text as="p">{error.message}</Text>
            {error.correlationId && (
              <Text as="p" fontSize="small">
                {t('health.correlation', { id: error.correlationId })}
              </Text>
            )}
            <Button size="small" marginTop="small" isLoading={isValidating} onClick={() => void mutate()}>
              {t('health.retry')}
            </Button>
          </Alert>
        )}
        {data && (
          <ul className="tb-status-list">
            {data.services.map((s) => (
              <li key={s.service}>
                <span className={`tb-dot tb-dot-${s.status}`} aria-hidden="true" />
                <span className="tb-status-name">{t(`health.service.${s.service}`)}</span>
                <span className="tb-status-value">
                  {t(`health.serviceStatus.${s.status}`)}
                  {s.status === 'up' && (
                    <span className="tb-muted">
                      {' '}
                      · {t('health.latency', { ms: Math.round(s.latencyMs) })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
