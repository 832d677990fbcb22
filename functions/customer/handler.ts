import { LIST_KINDS } from '../../shared/domain/list-kinds.js';
import type {
  TDepartmentRestrictionUpdate,
  TSourceSettingsUpdate,
  TOpeningSettingsUpdate,
} from '../../shared/schemas/agency-settings.js';
import type { TCategoryImport, TListItemCreate, TListItemUpdate } from '../../shared/schemas/lists.js';
import { createGroupHandler, type GroupHandlers, type OperationHandler } from '../core/http.js';
import type { SessionContext } from '../core/session.js';
import { customerCatalogue, customerRoutes, listOperationIds } from '../routes/customer.js';
import {
  findDepartmentRestriction,
  findOpeningSettings,
  findSourceSettings,
  updateDepartmentRestriction,
  updateOpeningSettings,
  updateSourceSettings,
} from './agency-settings-service.js';
import { importCategories } from './category-import.js';
import { createListItem, deleteListItem, findListItems, updateListItem } from './drop-down-list-service.js';

/**
 * The routes are built from the list kinds, so their types are the generic RouteDef's: the validated parts
 * arrive as unknown and are named here, after the route's schema has checked them. Every route of the group
 * is a session route, so the session is always there.
 */
const caller = (session: SessionContext | null) => session as SessionContext;

/** The same four operations for every drop-down list, bound to its kind; scoped by the session's agency. */
const listHandlers = Object.fromEntries(
  LIST_KINDS.flatMap((kind): [string, OperationHandler][] => {
    const ids = listOperationIds(kind);
    return [
      [
        ids.find,
        async ({ session, query }) =>
          findListItems(caller(session).customerId, kind, (query as { search?: string }).search),
      ],
      [
        ids.add,
        async ({ session, body, lang }) => {
          const { customerId, userId } = caller(session);
          return createListItem(customerId, kind, body as TListItemCreate, userId, lang);
        },
      ],
      [
        ids.update,
        async ({ session, body, lang }) => {
          const { customerId, userId } = caller(session);
          return updateListItem(customerId, kind, body as TListItemUpdate, userId, lang);
        },
      ],
      [
        ids.remove,
        async ({ session, query }) => {
          const { customerId, userId } = caller(session);
          return deleteListItem(customerId, kind, (query as { id: string }).id, userId);
        },
      ],
    ];
  }),
);

/** Customer configuration and lists (docs/product/projects.md#drop-down-lists). */
export const handler = createGroupHandler(customerRoutes, customerCatalogue, {
  ...listHandlers,
  importCommodityCategories: async ({ session, body, lang }) => {
    const { customerId, userId } = caller(session);
    return importCategories(customerId, (body as TCategoryImport).csv, userId, lang);
  },
  findDepartmentRestriction: async ({ session }) => findDepartmentRestriction(caller(session).customerId),
  updateDepartmentRestriction: async ({ session, body }) => {
    const { customerId, userId } = caller(session);
    return updateDepartmentRestriction(customerId, body as TDepartmentRestrictionUpdate, userId);
  },
  findSourceSettings: async ({ session }) => findSourceSettings(caller(session).customerId),
  updateSourceSettings: async ({ session, body }) => {
    const { customerId, userId } = caller(session);
    return updateSourceSettings(customerId, body as TSourceSettingsUpdate, userId);
  },
  findOpeningSettings: async ({ session }) => findOpeningSettings(caller(session).customerId),
  updateOpeningSettings: async ({ session, body }) => {
    const { customerId, userId } = caller(session);
    return updateOpeningSettings(customerId, body as TOpeningSettingsUpdate, userId);
  },
} as GroupHandlers<typeof customerRoutes>);
