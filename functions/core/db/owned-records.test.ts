import { describe, expect, it } from 'vitest';
import { claimDocumentItems } from '../../documents/document-claims.js';
import { taskReminderSchedule } from '../../project-collaboration/task-reminder.js';
import { scheduleName } from '../one-time-schedules.js';
import {
  ProjectJournalComment,
  ProjectTask,
  collaborationOfProject,
  taskReminderScheduleOf,
} from './entities/project-collaboration-records.js';
import { documentClaimKinds } from './entities/project-document.js';
import { UniqueValue, claimsOfKind } from './entities/unique-value.js';
import { deletesOf, uniqueKeys } from './owned-records.js';

const matches = (
  spec: { pk: string; sk?: { beginsWith: string } | { equals: string } },
  key: { pk: string; sk: string },
) =>
  key.pk === spec.pk &&
  (!spec.sk || ('equals' in spec.sk ? key.sk === spec.sk.equals : key.sk.startsWith(spec.sk.beginsWith)));

describe('the keys of owned records', () => {
  it('keeps each key once, in first-seen order, and drops every other attribute', () => {
    const a = { pk: 'p', sk: 'a' };
    const b = { pk: 'p', sk: 'b' };
    expect(uniqueKeys([a, b, { ...a, note: 'x' } as typeof a, { pk: 'q', sk: 'a' }])).toEqual([
      a,
      b,
      { pk: 'q', sk: 'a' },
    ]);
  });

  it('deletes by the raw keys, with no condition', () => {
    const [item] = deletesOf([{ pk: 'p', sk: 's' }]);
    expect(item?.Delete).toMatchObject({ Key: { pk: 'p', sk: 's' } });
    expect(item?.Delete?.ConditionExpression).toBeUndefined();
  });
});

describe('what a project delete finds', () => {
  const ref = { customerId: 'C1', projectId: 'P1' };

  it("finds the documents group's claims: the kinds it writes are the kinds the cleanup queries", () => {
    const claims = claimDocumentItems({
      ...ref,
      documentId: 'D1',
      slot: 3,
      fileName: 'A.pdf',
      displayName: 'Plans',
    });
    const kinds = claims.map((item) => item.Put?.Item?.kind as string);
    expect(kinds).toEqual(documentClaimKinds('P1'));
    for (const item of claims) {
      const key = { pk: item.Put!.Item!.pk as string, sk: item.Put!.Item!.sk as string };
      expect(documentClaimKinds('P1').some((kind) => matches(claimsOfKind('C1', kind), key))).toBe(true);
    }
  });

  it("finds a kind's claims only, not those of a kind it is a prefix of", () => {
    const own = UniqueValue.key({ customerId: 'C1', kind: 'documentName:P1', value: 'plans' });
    const other = UniqueValue.key({ customerId: 'C1', kind: 'documentName:P10', value: 'plans' });
    expect(matches(claimsOfKind('C1', 'documentName:P1'), own)).toBe(true);
    expect(matches(claimsOfKind('C1', 'documentName:P1'), other)).toBe(false);
  });

  it("finds every collaboration record in the project's partition, and no other project's", () => {
    const task = ProjectTask.key({ ...ref, projectTaskId: 'T1' });
    const comment = ProjectJournalComment.key({ ...ref, projectJournalCommentId: 'J1' });
    const elsewhere = ProjectTask.key({ customerId: 'C1', projectId: 'P2', projectTaskId: 'T1' });
    expect(matches(collaborationOfProject(ref), task)).toBe(true);
    expect(matches(collaborationOfProject(ref), comment)).toBe(true);
    expect(matches(collaborationOfProject(ref), elsewhere)).toBe(false);
  });

  it('cancels the very schedule the project-collaboration group sets for a task reminder', () => {
    expect(scheduleName(taskReminderScheduleOf('C1', 'T1'))).toBe(
      scheduleName(taskReminderSchedule('C1', 'T1')),
    );
  });
});
