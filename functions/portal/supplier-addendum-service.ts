/**
 * A supplier's addenda of a bid (issue 9 item 4, decision 052): the published addenda of a bid the company
 * may see, with its acknowledgement, and the acknowledgement itself (who and when; acknowledging again
 * changes nothing). The bid is resolved as the meetings resolve it (decision 050): anything the company may
 * not see is 404 bidNotFound, whatever the reason.
 */
import type { TSupplierAddenda } from '../../shared/schemas/addenda.js';
import { AppError } from '../core/app-error.js';
import { now, nowIso } from '../core/clock.js';
import {
  Addendum,
  AddendumAcknowledgement,
  type AddendumAcknowledgementRecord,
} from '../core/db/entities/addendum.js';
import { acknowledgementsOfProject, addendaOfProject } from '../core/db/entities/addendum-keys.js';
import { documentsOfProject, ProjectDocument } from '../core/db/entities/project-document.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { reachBid, reachOpenBid } from '../core/opportunities/portal-bid-access.js';

/** GET: the bid's published addenda by number, each with the company's acknowledgement. */
export async function findSupplierAddenda(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
): Promise<TSupplierAddenda> {
  const { customerId } = await reachBid(session, agencyDomain, projectId, now());
  const [addenda, documents, acknowledgements] = await Promise.all([
    queryAll(Addendum, addendaOfProject(customerId, projectId)),
    queryAll(ProjectDocument, documentsOfProject(customerId, projectId)),
    queryAll(AddendumAcknowledgement, acknowledgementsOfProject(customerId, projectId)),
  ]);
  const ours = acknowledgements.filter((a) => a.vendorId === session.customerId);
  return {
    addenda: addenda
      .filter((a) => a.status === 'published' && a.number !== undefined && a.publishedAt !== undefined)
      .sort((a, b) => (a.number ?? 0) - (b.number ?? 0))
      .map((a) => {
        const acknowledged = ours.find((o) => o.addendumId === a.addendumId);
        return {
          addendumId: a.addendumId,
          number: a.number!,
          title: a.title,
          text: a.text,
          publishedAt: a.publishedAt!,
          documents: a.documentIds.flatMap((id) => {
            const d = documents.find((document) => document.documentId === id);
            return d ? [{ documentId: d.documentId, displayName: d.displayName }] : [];
          }),
          ...(acknowledged
            ? {
                acknowledgement: {
                  acknowledgedAt: acknowledged.acknowledgedAt,
                  acknowledgedByName: acknowledged.acknowledgedByName,
                },
              }
            : {}),
        };
      }),
  };
}

/** PUT: the company acknowledges a published addendum; the first acknowledgement stands. */
export async function acknowledgeAddendum(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  addendumId: string,
): Promise<TSupplierAddenda> {
  const { customerId, vendor, user } = await reachOpenBid(session, agencyDomain, projectId, now());
  const addendum = await getItem(Addendum, { customerId, projectId, addendumId });
  if (!addendum || addendum.status !== 'published') throw new AppError('addendumNotFound');
  const key = { customerId, projectId, addendumId, vendorId: session.customerId };
  if (!(await getItem(AddendumAcknowledgement, key))) {
    const record: AddendumAcknowledgementRecord = {
      ...key,
      companyName: vendor.companyName,
      acknowledgedAt: nowIso(),
      acknowledgedBy: session.userId,
      acknowledgedByName: `${user.firstName} ${user.lastName}`.trim(),
    };
    const { customerId: _c, ...after } = record;
    try {
      await transactAudited(
        {
          customerId,
          actorId: session.userId,
          entityType: 'project',
          entityId: projectId,
          projectId,
          action: 'addendumAcknowledged',
          after,
        },
        [tx.create(AddendumAcknowledgement, record)],
      );
    } catch (error) {
      // A colleague acknowledged at the same moment: theirs stands, and the answer is the same.
      if (!(await getItem(AddendumAcknowledgement, key))) throw error;
    }
  }
  return findSupplierAddenda(session, agencyDomain, projectId);
}
