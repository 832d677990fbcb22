import { Flex, Placeholder, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { THealth } from '../../../../shared/schemas/system';

/** The build's own version, used when the API does not say which version it runs. */
const BUILD_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** What the signed-in layout knows of GET /api/health (SWR's answer). */
export interface FooterHealth {
  data?: Pick<THealth, 'version'> | undefined;
  error?: unknown;
  isLoading: boolean;
}

/**
 * Footer of both layouts: product, version and the current year. Signed in, the version is the API's (else
 * the build's); the public pages show the build's, so that an anonymous /login neither waits for nor loads
 * the health check (decision 017). Privacy-policy and support pages do not exist in the app yet, so they are
 * not linked.
 */
export function AppFooter({ health }: { health?: FooterHealth }) {
  const { t } = useTranslation();
  const version = health
    ? (health.data?.version ?? (health.error ? BUILD_VERSION : undefined))
    : BUILD_VERSION;
  const loading = health?.isLoading === true && version === undefined;
  const year = new Date().getFullYear();
  return (
    <footer className="tb-footer">
      <Flex
        justifyContent="space-between"
        alignItems="center"
        wrap="wrap"
        gap="small"
        className="tb-footer-inner"
      >
        <Text as="p" className="tb-footer-text">
          {t('footer.copyright', { year })}
        </Text>
        <Flex alignItems="center" gap="xs" className="tb-footer-text" data-testid="app-version">
          {loading ? (
            <Placeholder width="6rem" height="0.9rem" aria-label={t('footer.versionLoading')} role="img" />
          ) : (
            <Text as="p" className="tb-footer-text">
              {t('footer.version', { version: version ?? BUILD_VERSION })}
            </Text>
          )}
        </Flex>
      </Flex>
    </footer>
  );
}
