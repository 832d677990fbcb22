/**
 * The library of online submission templates (OnlineSubmissionTemplate,
 * docs/product/tender.md#submission-requirements), through the generated route table: a group's lines, one
 * template with its content, add, save, delete; and the agency's bid forms to make a form template from
 * (TenderTables Search and one).
 */
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TemplateGroup } from '../../../../../shared/domain/library/templates';
import type { TTemplateBody, TTemplateLine } from '../../../../../shared/schemas/library-templates';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import type { ListScope } from './lists-api';

export const templatesKey = (s: ListScope, groupName: TemplateGroup) =>
  apiUrl(routes.listTemplates, { params: s, query: { groupName } });

export function useTemplates(s: ListScope, groupName: TemplateGroup) {
  return useSWR(templatesKey(s, groupName), () =>
    call(routes.listTemplates, { params: s, query: { groupName } }),
  );
}

/** One template with its content: fetched when the user opens it for editing. */
export const fetchTemplate = (s: ListScope, onlineSubmissionTemplateId: string) =>
  call(routes.findTemplate, { params: s, query: { onlineSubmissionTemplateId } });

export function useAddTemplate(s: ListScope, groupName: TemplateGroup) {
  return useSWRMutation(templatesKey(s, groupName), (_key: string, { arg }: { arg: TTemplateBody }) =>
    call(routes.addTemplate, { params: s, body: arg }),
  );
}

export function useUpdateTemplate(s: ListScope, groupName: TemplateGroup) {
  return useSWRMutation(
    templatesKey(s, groupName),
    (_key: string, { arg }: { arg: { id: string; version: number; template: TTemplateBody } }) =>
      call(routes.updateTemplate, {
        params: s,
        body: { onlineSubmissionTemplateId: arg.id, version: arg.version, template: arg.template },
      }),
  );
}

export function useDeleteTemplate(s: ListScope, groupName: TemplateGroup) {
  return useSWRMutation(templatesKey(s, groupName), (_key: string, { arg }: { arg: TTemplateLine }) =>
    call(routes.deleteTemplate, {
      params: s,
      query: { onlineSubmissionTemplateId: arg.onlineSubmissionTemplateId, groupName },
    }),
  );
}

/** The agency's bid forms whose name holds the keywords, to make a template of one. */
export const searchForms = (s: ListScope, keywords: string) =>
  call(routes.searchTenderTables, { params: s, query: { keywords } });

/** A bid form with its definition, which becomes the template's content. */
export const fetchForm = (s: ListScope, tenderTableId: string) =>
  call(routes.findTenderTable, { params: s, query: { tenderTableId } });
