/**
 * The demo's supplier questions (decision 051): on the open public bid, three questions asked as the
 * portal writes them (the record and its audit event on the project in one transaction): one answered and
 * published to all, one answered by email to its asker, one not answered yet. Plan takers first: Birchwood
 * is registered by seed-plan-takers.ts.
 */
import { randomUUID } from 'node:crypto';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import {
  VendorQuestion,
  type VendorQuestionRecord,
} from '../../functions/core/db/entities/vendor-question.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { supplierUserOfEmail } from '../../functions/core/suppliers/invitation-emails.js';

const OPEN_PUBLIC_BID = 'Office furniture supply';

/** The seeded questions, by asker; the demo-seed test reads them by their text. */
export const DEMO_QUESTIONS = [
  {
    email: 'bids@acme.example',
    companyName: 'Acme Construction Ltd.',
    question: 'May we offer an equivalent task chair model if it meets the same standard?',
    answer:
      'Yes. Name the model and attach its test certificate; the evaluation treats it as the specified one.',
    delivery: 'publish',
    daysAgo: 2,
  },
  {
    email: 'sales@birchwood-interiors.example',
    companyName: 'Birchwood Office Interiors',
    question: 'Is delivery to the loading dock, or to each floor of the annex?',
    answer: 'To each floor: the annex has a freight elevator you may book through Facilities.',
    delivery: 'email',
    daysAgo: 1.5,
  },
  {
    email: 'bids@acme.example',
    companyName: 'Acme Construction Ltd.',
    question: 'Will samples of the desks be required before the award?',
    daysAgo: 0.5,
  },
] as const;

export async function seedDemoQuestions(
  projects: ReadonlyMap<string, ProjectItem>,
  leadId: string,
): Promise<void> {
  const bid = projects.get(OPEN_PUBLIC_BID);
  if (!bid) throw new Error(`Demo questions: no ${OPEN_PUBLIC_BID}`);
  const { customerId, projectId } = bid;
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  for (const seeded of DEMO_QUESTIONS) {
    const user = await supplierUserOfEmail(seeded.email);
    if (!user) throw new Error(`Demo questions: no supplier ${seeded.email}`);
    const askedAt = at(seeded.daysAgo);
    const asked: VendorQuestionRecord = {
      customerId,
      projectId,
      tenderQuestionId: randomUUID(),
      question: seeded.question,
      vendorId: user.vendorId,
      supplierUserId: user.supplierUserId,
      fullName: `${user.firstName} ${user.lastName}`,
      company: seeded.companyName,
      email: user.email,
      askedAt,
      status: 'Incomplete',
      published: false,
      version: 1,
      createdAt: askedAt,
      updatedAt: askedAt,
    };
    const audit = { customerId, entityType: 'project', entityId: projectId, projectId };
    const { customerId: _c, ...after } = asked;
    await transactAudited({ ...audit, actorId: user.supplierUserId, action: 'questionAsked', after }, [
      tx.create(VendorQuestion, asked),
    ]);
    if (!('answer' in seeded)) continue;
    const answeredAt = at(seeded.daysAgo - 0.25);
    const set = {
      answer: seeded.answer,
      status: 'Complete' as const,
      answeredAt,
      answeredBy: leadId,
      published: seeded.delivery === 'publish',
      ...(seeded.delivery === 'email' ? { emailedAt: answeredAt } : {}),
    };
    await transactAudited(
      {
        ...audit,
        actorId: leadId,
        action: 'questionAnswered',
        before: { status: 'Incomplete', published: false },
        after: {
          tenderQuestionId: asked.tenderQuestionId,
          status: 'Complete',
          answer: seeded.answer,
          delivery: seeded.delivery,
        },
      },
      [tx.updateVersioned(VendorQuestion, asked, { set })],
    );
  }
}
