import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { toAppLanguage } from '../../../i18n';
import { loginErrorMessage } from '../../../lib/login-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoginForm } from './login-form';

/**
 * /login: hero area with the intro text beside the login card
 * (docs/product/suppliers-and-accounts.md#logging-in).
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  useDocumentTitle(t('login.title'));
  // err is a catalogue code: its message in the user's language, or nothing for anything else.
  const err = params.get('err') ?? undefined;
  const lang = toAppLanguage(i18n.language);
  const [loaded, setLoaded] = useState<{ for: string; text: string | undefined } | null>(null);
  const wanted = `${err ?? ''}|${lang}`;
  useEffect(() => {
    let current = true;
    void loginErrorMessage(err, lang).then((text) => {
      if (current) setLoaded({ for: `${err ?? ''}|${lang}`, text });
    });
    return () => {
      current = false;
    };
  }, [err, lang]);
  const message = loaded?.for === wanted ? loaded.text : undefined;
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
          errorMessage={message}
          {...(passwordChanged ? { notice: t('login.passwordChanged') } : {})}
        />
      </Flex>
    </div>
  );
}

export default LoginPage;
