/**
 * The agency's automatic project numbering (control panel → project settings,
 * docs/product/projects.md#build).
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TProjectNumberSettings } from '../../../../../shared/schemas/projects';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import type { ListScope } from './lists-api';

const settingsKey = (s: ListScope) => apiUrl(routes.findProjectSettings, { params: s });

export function useNumberSettings(s: ListScope | null) {
  return useSWR(s ? settingsKey(s) : null, () => call(routes.findProjectSettings, { params: s! }));
}

/** Saves the numbering; the answer replaces the cached settings. */
export function useSaveNumberSettings(s: ListScope | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    s ? `${settingsKey(s)}#save` : null,
    async (_key: string, { arg }: { arg: TProjectNumberSettings }) => {
      const saved = await call(routes.updateProjectSettings, { params: s!, body: arg });
      await mutate(settingsKey(s!), saved, { revalidate: false });
      return saved;
    },
  );
}
