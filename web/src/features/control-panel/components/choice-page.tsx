import { Flex, Heading, Loader, SelectField } from '@aws-amplify/ui-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LOCKED_CONTROL_TOOLTIP_KEY } from '../../../../../shared/domain/route-access';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { ListScope } from '../api/lists-api';
import { useControlPanelLocked, useControlPanelScope } from './use-scope';

/**
 * A control-panel page that manages one of several collections at a time (the drop-down lists, the library's
 * template groups), chosen in a drop-down kept in the URL (`?<param>=`, the first choice when absent or
 * unknown). Reading needs the control panel's view right; without its manage right the page says the
 * controls are locked. The chosen collection's panel is mounted anew for each choice.
 */
export function ChoicePage<Choice extends string>({
  title,
  intro,
  chooseLabel,
  param,
  choices,
  labelOf,
  children,
}: {
  title: string;
  intro: string;
  chooseLabel: string;
  param: string;
  choices: readonly Choice[];
  labelOf: (choice: Choice) => string;
  children: (panel: { scope: ListScope; choice: Choice; locked: boolean }) => ReactNode;
}) {
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scope = useControlPanelScope();
  const locked = useControlPanelLocked();
  const requested = params.get(param) ?? '';
  const choice = choices.find((c) => c === requested) ?? choices[0]!;
  useDocumentTitle(title);

  if (!scope) return <Loader />;
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{title}</Heading>
      <p>{intro}</p>
      {locked && <p className="tb-muted">{tc(LOCKED_CONTROL_TOOLTIP_KEY)}</p>}
      <SelectField
        label={chooseLabel}
        value={choice}
        onChange={(e) => {
          const copy = new URLSearchParams(params);
          copy.set(param, e.target.value);
          setParams(copy, { replace: true });
        }}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {labelOf(c)}
          </option>
        ))}
      </SelectField>
      <Fragment key={choice}>{children({ scope, choice, locked })}</Fragment>
    </Flex>
  );
}
