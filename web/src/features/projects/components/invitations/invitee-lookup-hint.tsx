import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '../../../../../../shared/domain/email-address';
import type { ProjectScope } from '../../api/projects-api';
import { useInviteeLookup } from '../../api/project-build-api';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

/** Typing pauses this long before the address is looked up (one call per pause, not per key). */
const LOOKUP_PAUSE_MS = 400;

/**
 * Under the invitation form's address (decision 053, amended): what the typed address is to the bid,
 * announced politely: already invited, a registered or pending supplier (company and status), or unknown.
 */
export function InviteeLookupHint({
  scope,
  projectId,
  email,
  id,
}: {
  scope: ProjectScope;
  projectId: string;
  email: string;
  id: string;
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const address = email.trim();
    const timer = setTimeout(() => setAsked(isValidEmail(address) ? address : null), LOOKUP_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const lookup = useInviteeLookup(scope, projectId, asked);
  const answer = asked && asked === email.trim() ? lookup.data : undefined;
  const text = !asked
    ? ''
    : !answer
      ? lookup.error
        ? ''
        : t('invitations.lookup.checking')
      : answer.kind === 'invited'
        ? t('invitations.lookup.invited', { company: answer.companyName ?? '' })
        : answer.kind === 'supplier'
          ? t(`invitations.lookup.${answer.setup ?? 'registered'}`, {
              company: answer.companyName ?? '',
              status: t(`invitations.lookup.status.${answer.accountStatus ?? 'active'}`),
            })
          : t('invitations.lookup.unknown');
  return (
    <p id={id} aria-live="polite" className="tb-muted">
      {text}
    </p>
  );
}
