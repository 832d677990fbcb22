import { Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Restricted } from '../../../components/restricted';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { TEAM_NS } from '../i18n';
import { DepartmentsTab } from './team-departments-tab';
import { GroupsTab } from './team-groups-tab';
import { MembersTab } from './team-members-tab';
import { useTeamScope } from './use-team-scope';

const TABS = ['members', 'groups', 'departments'] as const;
type Tab = (typeof TABS)[number];

/**
 * /team/all: team members, groups, departments and divisions
 * (docs/product/suppliers-and-accounts.md#team-administration), each a tab.
 */
export function TeamAllPage() {
  const { t } = useTranslation(TEAM_NS);
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { scope, userId } = useTeamScope();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'members';
  useDocumentTitle(tc('pages.team.all'));

  const select = (next: Tab) => {
    const copy = new URLSearchParams(params);
    copy.set('tab', next);
    setParams(copy, { replace: true });
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : undefined;
    if (next) {
      e.preventDefault();
      select(next);
      document.getElementById(`team-tab-${next}`)?.focus();
    }
  };
  // Not a read's state: the session's scope arrives within a moment, so a bare spinner, no text (as before).
  if (!scope) return <Loader />;
  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
        <Heading level={1}>{tc('pages.team.all')}</Heading>
        <Restricted controlId="addTeamMember">
          {(locked) => (
            <Link
              to={paths.team.add.getHref()}
              className={`amplify-button amplify-button--primary${locked ? ' tb-link-disabled' : ''}`}
              aria-disabled={locked || undefined}
              tabIndex={locked ? -1 : undefined}
              onClick={(e) => locked && e.preventDefault()}
              data-testid="add-team-member"
            >
              {t('members.add')}
            </Link>
          )}
        </Restricted>
      </Flex>
      <div role="tablist" aria-label={t('tabs.label')} className="tb-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`team-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`team-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="tb-tab"
            onClick={() => select(name)}
            onKeyDown={onKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`team-panel-${tab}`} aria-labelledby={`team-tab-${tab}`} tabIndex={0}>
        {tab === 'members' && <MembersTab scope={scope} me={userId} />}
        {tab === 'groups' && <GroupsTab scope={scope} />}
        {tab === 'departments' && <DepartmentsTab scope={scope} />}
      </div>
    </Flex>
  );
}

export default TeamAllPage;
