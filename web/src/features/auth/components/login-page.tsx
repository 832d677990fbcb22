import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm } from './login-form';

/** /login: hero area with the intro text beside the login card (spec 1 §2). */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  useDocumentTitle(t('login.title'));
  const err = params.get('err') ?? undefined;
  const passwordChanged = (location.state as { passwordChanged?: boolean } | null)?.passwordChanged === true;
  return (
    <div className="tb-login">
      <section className="tb-hero" aria-labelledby="tb-hero-title">
        <Heading level={2} id="tb-hero-title" className="tb-hero-title">
          {t('login.heroTitle')}
        </Heading>
        <Text as="p" className="tb-hero-text">
          {t('login.heroText')}
        </Text>
        <ul className="tb-hero-points">
          <li>{t('login.heroPoint1')}</li>
          <li>{t('login.heroPoint2')}</li>
          <li>{t('login.heroPoint3')}</li>
        </ul>
      </section>
      <Flex className="tb-login-card" direction="column">
        {/* A new err (another 401, another SSO answer) starts the form afresh. */}
        <LoginForm
          key={err ?? ''}
          errorMessage={err}
          {...(passwordChanged ? { notice: t('login.passwordChanged') } : {})}
        />
      </Flex>
    </div>
  );
}

export default LoginPage;
