import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LOCKED_CONTROL_TOOLTIP_KEY } from '../../../shared/domain/route-access';
import { useSession } from '../lib/session';
import { accessTo } from '../lib/access';

export interface ControlAccess {
  canView: boolean;
  canAct: boolean;
}

/**
 * The rights of the signed-in user on one control of the current route
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions, by controlId).
 */
export function useControlAccess(controlId: string): ControlAccess {
  const session = useSession();
  const { pathname } = useLocation();
  const { canView, canAct } = accessTo(session, pathname, controlId);
  return { canView, canAct };
}

/**
 * A control restricted by controlId: hidden without view right; with view but no action right, rendered
 * disabled (the child receives locked=true) under a lock with the tooltip "You do not have permission to
 * edit this property" (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export function Restricted({
  controlId,
  children,
  block = false,
}: {
  controlId: string;
  children: (locked: boolean) => ReactNode;
  /** A whole form rather than one button: the lock note sits above it. */
  block?: boolean;
}) {
  const { t } = useTranslation();
  const { canView, canAct } = useControlAccess(controlId);
  const tipId = useId();
  if (!canView) return null;
  if (canAct) return <>{children(false)}</>;
  const tip = t(LOCKED_CONTROL_TOOLTIP_KEY);
  return (
    <span
      className={`tb-locked${block ? ' tb-locked-block' : ''}`}
      data-locked-control={controlId}
      // Focusable, so keyboard users reach the explanation of a control that is disabled.
      tabIndex={0}
      aria-describedby={tipId}
    >
      <span className="tb-lock-icon" aria-hidden="true">
        <svg width="14" height="14" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3z"
          />
        </svg>
      </span>
      {children(true)}
      <span role="tooltip" id={tipId} className="tb-tooltip">
        {tip}
      </span>
    </span>
  );
}
