/**
 * A project's comments (ProjectComments, docs/product/projects.md#collaboration): the team's remarks on the
 * project.
 */
import { randomUUID } from 'node:crypto';
import {
  commentsOfProject,
  ProjectComment,
  type ProjectCommentItem,
} from '../core/db/entities/project-collaboration-records.js';
import { queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import type { TProjectComment, TProjectCommentCreate } from '../../shared/schemas/project-collaboration.js';
import { assertProject, nameIn, projectAudit, usersById } from './collaboration-records.js';

const commentView = (
  c: ProjectCommentItem,
  users: Awaited<ReturnType<typeof usersById>>,
): TProjectComment => ({
  projectCommentId: c.projectCommentId,
  projectId: c.projectId,
  comment: c.comment,
  createdAt: c.createdAt,
  createdBy: c.createdBy,
  createdByName: nameIn(users, c.createdBy),
});

export async function findProjectComments(
  session: SessionContext,
  projectId: string,
): Promise<TProjectComment[]> {
  const ref = await assertProject(session, projectId);
  const comments = await queryAll(ProjectComment, commentsOfProject(ref));
  const users = await usersById(
    ref.customerId,
    comments.map((c) => c.createdBy),
  );
  return comments.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((c) => commentView(c, users));
}

export async function addProjectComment(
  session: SessionContext,
  input: TProjectCommentCreate,
): Promise<TProjectComment> {
  const ref = await assertProject(session, input.projectId);
  const comment = ProjectComment.schema.parse({
    ...ref,
    projectCommentId: randomUUID(),
    comment: input.comment,
    createdBy: session.userId,
  });
  await transactAudited(
    projectAudit(ref, session.userId, 'projectCommentAdded', {
      after: { projectCommentId: comment.projectCommentId, comment: comment.comment },
    }),
    [tx.create(ProjectComment, comment)],
  );
  return commentView(comment, await usersById(ref.customerId, [session.userId]));
}
