import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, partitionQuery, type QuerySpec } from '../entity.js';
import { nowIso } from '../../clock.js';

const name = 'session';

/**
 * A signed-in session. Keyed by the SHA-256 of the session id (the cookie holds the id itself), so the
 * table never holds a usable credential. It carries what every call needs to authorise without another
 * read: the active agency and its nodes, and the user's permission ids (refreshed when groups change).
 */
export const Session = defineEntity({
  name,
  schema: z.object({
    sessionKey: z.string(),
    kind: z.enum(['buyer', 'supplier']),
    userId: z.string(),
    homeCustomerId: z.string(),
    /** The agency the session works in: the user's own, or the one a site administrator switched to. */
    customerId: z.string(),
    customerNodeId: z.string(),
    tenderNodeId: z.string(),
    isSiteAdmin: z.boolean(),
    permissionIds: z.array(z.string()),
    xsrfToken: z.string(),
    idleTimeoutMinutes: z.number(),
    createdAt: z._default(z.string(), nowIso),
    lastActivityAt: z.string(),
    /** Absolute end (epoch seconds), also the TTL that removes the record eventually. */
    expiresAt: z.number(),
  }),
  key: (k: { sessionKey: string }) => ({ pk: partitionKey({ sessionkey: k.sessionKey }), sk: sortKey(name) }),
  indexes: (s) => ({
    gsi1pk: partitionKey({ homecustomerid: s.homeCustomerId, userid: s.userId }),
    gsi1sk: sortKey(name, { sessionkey: s.sessionKey }),
  }),
});

/** A user's sessions: ended on deactivation, refreshed when their groups change. */
export const sessionsOfUser = (homeCustomerId: string, userId: string): QuerySpec =>
  partitionQuery(name, { homecustomerid: homeCustomerId, userid: userId }, 'sessionkey', 'gsi1');
