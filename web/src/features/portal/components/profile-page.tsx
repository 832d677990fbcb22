import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { portalPaths } from '../../../config/portal-paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  loginAgainHref,
  updateVendorProfile,
  useSupplierSession,
  useVendorProfile,
  type VendorProfileUpdate,
} from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { portalFormErrors } from './portal-errors';
import { draftOf, profileFieldOrder, profileOf, type ProfileDraft } from './profile-draft';
import { ProfileFields } from './profile-fields';
import { CompanyUsers } from './company-users';

/** /portal/profile: the company's profile, saved at its version, and the company's users. */
export function ProfilePage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('profile.title'));
  const { data: session, isLoading } = useSupplierSession();
  if (isLoading) return <Text as="p">{t('profile.loading')}</Text>;
  if (!session) return <Navigate to={portalPaths.login.getHref()} replace />;
  return (
    <Flex direction="column" gap="large" className="tb-page">
      <Heading level={1}>{t('profile.title')}</Heading>
      <Text as="p">{t('profile.intro')}</Text>
      <ProfileEditor />
      <CompanyUsers />
    </Flex>
  );
}

function ProfileEditor() {
  const { t } = useTranslation(PORTAL_NS);
  const navigate = useNavigate();
  const { data: profile, mutate } = useVendorProfile();
  const [draft, setDraft] = useState<{ version: number; draft: ProfileDraft } | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [stale, setStale] = useState(false);
  const current =
    draft && profile && draft.version === profile.version ? draft.draft : profile ? draftOf(profile) : null;
  const errors = useFormErrors(current ? profileFieldOrder(current) : []);
  if (!profile || !current) return <Text as="p">{t('profile.loading')}</Text>;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    errors.clear();
    setSaved(false);
    setStale(false);
    setBusy(true);
    try {
      const body: VendorProfileUpdate = { ...profileOf(current), version: profile.version };
      const next = await updateVendorProfile(body);
      await mutate(next, { revalidate: false });
      setDraft(null);
      setSaved(true);
    } catch (error) {
      // A session that ended meanwhile: log in again, told why (as the buyers' screens do).
      if (isApiError(error) && error.status === 401) {
        void navigate(loginAgainHref(error));
        return;
      }
      if (isApiError(error) && error.status === 409) setStale(true);
      errors.show(portalFormErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('profile.title')}
      className="tb-stack-form"
    >
      <Text as="p">
        {t('profile.emailStatus', {
          email: profile.primaryEmail,
          status: t(`profile.status.${profile.emailStatus}`),
        })}
      </Text>
      <ErrorSummary {...errors.summary} />
      {stale && (
        <Button onClick={() => void mutate().then(() => setDraft(null))}>{t('profile.reload')}</Button>
      )}
      <ProfileFields
        draft={current}
        onChange={(next) => {
          setSaved(false);
          setDraft({ version: profile.version, draft: next });
        }}
        errors={errors}
        disabled={busy}
      />
      <div aria-live="polite">
        {saved && (
          <Alert variation="success" role="status" data-testid="profile-saved">
            {t('profile.saved')}
          </Alert>
        )}
      </div>
      <Button type="submit" variation="primary" loadingText={t('profile.save')} isLoading={busy}>
        {t('profile.save')}
      </Button>
    </form>
  );
}

export default ProfilePage;
