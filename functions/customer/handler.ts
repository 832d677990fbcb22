import { LIST_KINDS } from '../../shared/domain/list-kinds.js';
import type { TListItemCreate, TListItemUpdate } from '../../shared/schemas/lists.js';
import { createGroupHandler, type GroupHandlers, type OperationHandler } from '../core/http.js';
import type { SessionContext } from '../core/session.js';
import { customerRoutes, listOperationIds } from '../routes/customer.js';
import { importCategories } from './category-import.js';
import { createListItem, deleteListItem, findListItems, updateListItem } from './list-service.js';

/** Every route of the group is a session route: the session is always there. */
const agencyOf = (session: SessionContext | null) => session as SessionContext;

/** The same four operations for every drop-down list, bound to its kind; scoped by the session's agency. */
const listHandlers = Object.fromEntries(
  LIST_KINDS.flatMap((kind) => {
    const ids = listOperationIds(kind);
    const handlers: [string, OperationHandler][] = [
      [
        ids.find,
        async ({ session, query }) =>
          findListItems(agencyOf(session).customerId, kind, (query as { search?: string }).search),
      ],
      [
        ids.add,
        async ({ session, body, lang }) =>
          createListItem(
            agencyOf(session).customerId,
            kind,
            body as TListItemCreate,
            agencyOf(session).userId,
            lang,
          ),
      ],
      [
        ids.update,
        async ({ session, body, lang }) =>
          updateListItem(
            agencyOf(session).customerId,
            kind,
            body as TListItemUpdate,
            agencyOf(session).userId,
            lang,
          ),
      ],
      [
        ids.remove,
        async ({ session, query }) =>
          deleteListItem(
            agencyOf(session).customerId,
            kind,
            (query as { id: string }).id,
            agencyOf(session).userId,
          ),
      ],
    ];
    return handlers;
  }),
);

/** Customer configuration and lists (spec 3 §7.6). */
export const handler = createGroupHandler(customerRoutes, {
  ...listHandlers,
  importCommodityCategories: async ({ session, body, lang }) =>
    importCategories(
      agencyOf(session).customerId,
      (body as { csv: string }).csv,
      agencyOf(session).userId,
      lang,
    ),
} as GroupHandlers<typeof customerRoutes>);
