/**
 * The agency's department restriction (docs/product/suppliers-and-accounts.md#roles-and-permissions; decision
 * 032): GET and PUT control-panel/department-restriction of the customer group, at the agency record's
 * version.
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type {
  TDepartmentRestrictionUpdate,
  TOpeningSettingsUpdate,
} from '../../../../../shared/schemas/agency-settings';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import type { ListScope } from './lists-api';

const restrictionKey = (s: ListScope) => apiUrl(routes.findDepartmentRestriction, { params: s });

export function useDepartmentRestriction(s: ListScope | null) {
  return useSWR(s ? restrictionKey(s) : null, () => call(routes.findDepartmentRestriction, { params: s! }));
}

export function useUpdateDepartmentRestriction(s: ListScope | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'updateDepartmentRestriction',
    async (_key: string, { arg }: { arg: TDepartmentRestrictionUpdate }) => {
      const saved = await call(routes.updateDepartmentRestriction, { params: s!, body: arg });
      await mutate(restrictionKey(s!), saved, { revalidate: false });
      return saved;
    },
  );
}

const sourceSettingsKey = (s: ListScope) => apiUrl(routes.findSourceSettings, { params: s });

/**
 * Control panel → source settings (decision 060): the default No Bid email and the award approver link's
 * validity in days (decision 066), at the agency's version.
 */
export function useSourceSettings(s: ListScope | null) {
  return useSWR(s ? sourceSettingsKey(s) : null, () => call(routes.findSourceSettings, { params: s! }));
}

export function useUpdateSourceSettings(s: ListScope | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'updateSourceSettings',
    async (
      _key: string,
      { arg }: { arg: { defaultNoBidEmail: string; approverLinkValidityDays?: number; version: number } },
    ) => {
      const saved = await call(routes.updateSourceSettings, { params: s!, body: arg });
      await mutate(sourceSettingsKey(s!), saved, { revalidate: false });
      return saved;
    },
  );
}

const openingKey = (s: ListScope) => apiUrl(routes.findOpeningSettings, { params: s });

/** The agency's submissions required to unseal (decision 057). */
export function useOpeningSettings(s: ListScope | null) {
  return useSWR(s ? openingKey(s) : null, () => call(routes.findOpeningSettings, { params: s! }));
}

export function useUpdateOpeningSettings(s: ListScope | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    'updateOpeningSettings',
    async (_key: string, { arg }: { arg: TOpeningSettingsUpdate }) => {
      const saved = await call(routes.updateOpeningSettings, { params: s!, body: arg });
      await mutate(openingKey(s!), saved, { revalidate: false });
      return saved;
    },
  );
}
