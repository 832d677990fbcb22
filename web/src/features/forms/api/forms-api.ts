/**
 * A project's forms (tender tables, docs/product/tender.md#price-forms) through the generated route table:
 * the list of a project's forms, one form, and the changes. Every change revalidates the project's list,
 * whose lines carry each form's version and totals. SWR keys are the URLs fetched (decision 016).
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TListItem } from '../../../../../shared/schemas/lists';
import type {
  TTenderTableCreate,
  TTenderTableFromTemplate,
  TTenderTableUpdate,
} from '../../../../../shared/schemas/tender-tables';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** The agency and node every call of the group names in its path. */
export type FormScope = { customerId: string; nodeId: string };

export function useFormScope(): FormScope | null {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return null;
  return { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId };
}

export const formKeys = {
  summary: (s: FormScope, projectId: string) =>
    apiUrl(routes.findTenderTableSummary, { params: s, query: { tenderId: projectId } }),
  form: (s: FormScope, tenderTableId: string) =>
    apiUrl(routes.findTenderTable, { params: s, query: { tenderTableId } }),
};

/** The project's forms in their order, each with its totals as the engine computed them on save. */
export function useProjectForms(s: FormScope | null, projectId: string | undefined) {
  return useSWR(s && projectId ? formKeys.summary(s, projectId) : null, () =>
    call(routes.findTenderTableSummary, { params: s!, query: { tenderId: projectId! } }),
  );
}

/** One form with the version to save at and the engine's figures. Not revalidated on focus: the editor
 * holds a draft of it, and a newer copy arriving underneath would not replace it anyway. */
export function useForm(s: FormScope | null, tenderTableId: string | undefined) {
  return useSWR(
    s && tenderTableId ? formKeys.form(s, tenderTableId) : null,
    () => call(routes.findTenderTable, { params: s!, query: { tenderTableId: tenderTableId! } }),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}

/** The agency's taxes drop-down list (Settings → Drop-down settings): a form's automatic tax names one. */
export function useTaxes(s: FormScope | null) {
  return useSWR<TListItem[]>(
    s ? apiUrl(routes.findTaxes, { params: s }) : null,
    () => call(routes.findTaxes, { params: s! }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

/**
 * What a change to the project's forms also changes: the submission requirements' answer (its forms
 * counted) and the project's view (its publish checklist). Their URLs, as the screens that read them key them.
 */
const formsDependents = (s: FormScope, projectId: string) => [
  apiUrl(routes.findSubmissionRequirements, { params: s, query: { projectId } }),
  apiUrl(routes.findProject, { params: s, query: { projectId } }),
];

/** A change to a project's forms: runs the call, then revalidates the project's list and what counts it. */
function useFormsChange<A, R>(
  s: FormScope | null,
  projectId: string,
  name: string,
  run: (scope: FormScope, arg: A) => Promise<R>,
) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`forms:${name}:${projectId}`, async (_key: string, { arg }: { arg: A }) => {
    const result = await run(s!, arg);
    await Promise.all(
      [formKeys.summary(s!, projectId), ...formsDependents(s!, projectId)].map((key) => mutate(key)),
    );
    return result;
  });
}

export const useAddForm = (s: FormScope | null, projectId: string) =>
  useFormsChange(s, projectId, 'add', (params, body: TTenderTableCreate) =>
    call(routes.addTenderTable, { params, body }),
  );

export const useCopyForm = (s: FormScope | null, projectId: string) =>
  useFormsChange(s, projectId, 'copy', (scope, tenderTableId: string) =>
    call(routes.copyTenderTable, { params: { ...scope, tenderTableId } }),
  );

export const useDeleteForms = (s: FormScope | null, projectId: string) =>
  useFormsChange(s, projectId, 'delete', (params, ids: string[]) =>
    call(routes.deleteTenderTables, { params, query: { tenderTableId: ids.join(',') } }),
  );

export const useSortForms = (s: FormScope | null, projectId: string) =>
  useFormsChange(s, projectId, 'sort', (params, tenderTableIds: string[]) =>
    call(routes.sortTenderTables, { params, body: { projectId, tenderTableIds } }),
  );

/** Saves the whole form at its version; the answer is the stored form, which replaces the cached one. */
export function useSaveForm(s: FormScope | null, projectId: string, tenderTableId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `forms:save:${tenderTableId}`,
    async (_key: string, { arg }: { arg: Omit<TTenderTableUpdate, 'tenderTableId'> }) => {
      const saved = await call(routes.updateTenderTable, { params: s!, body: { ...arg, tenderTableId } });
      await Promise.all([
        mutate(formKeys.form(s!, tenderTableId), saved, { revalidate: false }),
        mutate(formKeys.summary(s!, projectId)),
      ]);
      return saved;
    },
  );
}

/** Adds a copy of a library bid-form template under a name unique in the project; it keeps its type. */
export const useAddFormFromTemplate = (s: FormScope | null, projectId: string) =>
  useFormsChange(s, projectId, 'template', (params, body: TTenderTableFromTemplate) =>
    call(routes.addTenderTableFromTemplate, { params, query: { projectId }, body }),
  );

/** The agency's bid-form templates whose name holds the keywords (the library's Search). */
export const searchFormTemplates = (s: FormScope, keywords: string) =>
  call(routes.searchTemplates, {
    params: s,
    query: { groupName: 'tenderTable', ...(keywords.trim() ? { keywords } : {}) },
  });
