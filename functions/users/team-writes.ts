/**
 * What the team services share: the announcement of group changes (refreshed session permissions and the
 * realtime userGroupUpdated event of docs/product/suppliers-and-accounts.md#the-realtime-channel).
 */
import { logger } from '../core/logger.js';
import { pushToCustomer } from '../core/realtime.js';
import { refreshSessionPermissions } from '../core/session.js';

/**
 * After a group or membership change: every affected user's live sessions get their new permissions, and
 * every open screen of the agency hears userGroupUpdated (groups and user are refetched). The change is
 * already committed, so a failure here is logged, not answered.
 */
export async function announceGroupChange(
  customerId: string,
  members: readonly { userId: string; groupIds?: readonly string[] }[],
): Promise<void> {
  try {
    await Promise.all(members.map((m) => refreshSessionPermissions(customerId, m.userId, m.groupIds ?? [])));
  } catch (error) {
    logger.error('Refreshing session permissions failed', { customerId, error: error as Error });
  }
  try {
    await pushToCustomer(customerId, { type: 'userGroupUpdated', customerId });
  } catch (error) {
    logger.warn('Realtime userGroupUpdated push failed', { customerId, error: error as Error });
  }
}
