import { Flex, Placeholder, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useHealth } from '../../lib/health';

/** The build's own version, used when the API does not say which version it runs. */
const BUILD_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/**
 * Footer of both layouts: product, version (the API's, else the build's) and the current year.
 * Privacy-policy and support pages do not exist in the app yet, so they are not linked (spec 1 §2 footer).
 */
export function AppFooter() {
  const { t } = useTranslation();
  const { data, error, isLoading } = useHealth();
  const version = data?.version ?? (error ? BUILD_VERSION : undefined);
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
          {isLoading && version === undefined ? (
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
