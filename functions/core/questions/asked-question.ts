/**
 * A question asked of a bid, from the supplier portal or the public detail: at most
 * QUESTIONS_PER_PROJECT_MAX a project, stored unanswered and unpublished with its audit event on the
 * project, then the project's watchers are told. Who may ask, and when, is each caller's check.
 */
import { randomUUID } from 'node:crypto';
import { QUESTIONS_PER_PROJECT_MAX } from '../../../shared/domain/questions/supplier-questions.js';
import { AppError } from '../app-error.js';
import { VendorQuestion, type VendorQuestionRecord } from '../db/entities/vendor-question.js';
import { questionsOfProject } from '../db/entities/vendor-question-keys.js';
import { queryAll } from '../db/ops.js';
import { transactAudited, tx } from '../db/transaction.js';
import { notifyQuestionWatchers } from './question-notices.js';

/** What the asker's side gives: who asked and the question; the rest is the same for every new question. */
export type AskedQuestion = Omit<
  VendorQuestionRecord,
  'tenderQuestionId' | 'askedAt' | 'status' | 'published' | 'version' | 'createdAt' | 'updatedAt'
>;

/** Stores the question at `at`; answers the project's questions before it and the new record. */
export async function recordAskedQuestion(
  asked: AskedQuestion,
  at: string,
  actorId: string,
  project: Record<string, unknown>,
  origin: string | undefined,
): Promise<{ existing: VendorQuestionRecord[]; record: VendorQuestionRecord }> {
  const existing = await queryAll(VendorQuestion, questionsOfProject(asked.customerId, asked.projectId));
  if (existing.length >= QUESTIONS_PER_PROJECT_MAX) throw new AppError('questionsTooMany');
  const record: VendorQuestionRecord = {
    ...asked,
    tenderQuestionId: randomUUID(),
    askedAt: at,
    status: 'Incomplete',
    published: false,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  const { customerId: _c, ...after } = record;
  await transactAudited(
    {
      customerId: asked.customerId,
      actorId,
      entityType: 'project',
      entityId: asked.projectId,
      projectId: asked.projectId,
      action: 'questionAsked',
      after,
    },
    [tx.create(VendorQuestion, record)],
  );
  await notifyQuestionWatchers(record, project, origin);
  return { existing, record };
}
