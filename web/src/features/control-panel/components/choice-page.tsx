import { Flex, Heading, Loader, SelectField } from '@aws-amplify/ui-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LOCKED_CONTROL_TOOLTIP_KEY } from '../../../../../shared/domain/route-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ListScope } from '../api/lists-api';
import { CONTROL_PANEL_NS } from '../i18n';
import type { ListTexts } from './managed-list';
import { useControlPanelLocked, useControlPanelScope } from './use-scope';

/**
 * The control panel's pages that manage one collection at a time, by where their texts are: the section
 * (the page's title), the query parameter that keeps the choice, and where the choices' names are.
 */
const CHOICE_PAGES = {
  lists: { section: 'dropdown-settings', param: 'list', names: 'lists.kinds' },
  library: { section: 'library-content', param: 'group', names: 'library.groups' },
} as const;

/**
 * A control-panel page that manages one of several collections at a time (the drop-down lists, the library's
 * template groups), chosen in a drop-down kept in the URL (the first choice when absent or unknown), under
 * the page's intro. Reading needs the control panel's view right; without its manage right the page says the
 * controls are locked. The chosen collection's panel is mounted anew for each choice.
 */
export function ChoicePage<Choice extends string>({
  of,
  choices,
  panel: Panel,
}: {
  of: ListTexts;
  choices: readonly Choice[];
  panel: ComponentType<{ scope: ListScope; choice: Choice; locked: boolean }>;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const { t: tc } = useTranslation();
  const { section, param, names } = CHOICE_PAGES[of];
  const [params, setParams] = useSearchParams();
  const scope = useControlPanelScope();
  const locked = useControlPanelLocked();
  const requested = params.get(param) ?? '';
  const choice = choices.find((c) => c === requested) ?? choices[0]!;
  const title = tc(`pages.controlPanel.${section}`);
  useDocumentTitle(title);

  // Not a read's state: the session's scope arrives within a moment, so a bare spinner, no text (as before).
  if (!scope) return <Loader />;
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{title}</Heading>
      <p>{t(`${of}.intro`)}</p>
      {locked && <p className="tb-muted">{tc(LOCKED_CONTROL_TOOLTIP_KEY)}</p>}
      <SelectField
        label={t(`${of}.choose`)}
        value={choice}
        onChange={(e) => {
          const copy = new URLSearchParams(params);
          copy.set(param, e.target.value);
          setParams(copy, { replace: true });
        }}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {t(`${names}.${c}`)}
          </option>
        ))}
      </SelectField>
      <Panel key={choice} scope={scope} choice={choice} locked={locked} />
    </Flex>
  );
}
