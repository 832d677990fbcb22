import { describe, expect, it } from 'vitest';
import { PROJECT_ACTIONS } from '../../../../../../shared/domain/projects/project-lifecycle';
import { PROJECT_ROLES } from '../../../../../../shared/domain/projects/project-team';
import en from './en.json';
import fr from './fr.json';

/** The texts' tree with each text replaced by its placeholders, or by null when it is empty. */
const shapeOf = (texts: object) =>
  JSON.parse(
    JSON.stringify(texts, (_key, value: unknown) =>
      typeof value === 'string'
        ? value.trim()
          ? [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
          : null
        : value,
    ),
  ) as unknown;

describe('the project team and activity texts', () => {
  it('have the same keys and placeholders in English and French, and no empty text', () => {
    expect(shapeOf(fr)).toEqual(shapeOf(en));
    expect(JSON.stringify(shapeOf(en))).not.toContain('null');
  });

  it('name every project role and every action the feed can show', () => {
    expect(PROJECT_ROLES.filter((role) => !(role in en.roles))).toEqual([]);
    const actions = [
      ...PROJECT_ACTIONS,
      'create',
      'update',
      'teamMemberAdd',
      'teamMemberUpdate',
      'teamMemberRemove',
      // documents and uploads (decision 029)
      'startUpload',
      'abortUpload',
      'uploadDocument',
      'updateDocument',
      'deleteDocument',
      // compliance and invitations (decision 032)
      'addComplianceItem',
      'updateComplianceItem',
      'removeComplianceItem',
      'invite',
      'uninvite',
      // journal, comments and tasks (decisions 031, 035)
      'journalEntryAdded',
      'journalEntryEdited',
      'journalEntryPinned',
      'journalEntryUnpinned',
      'journalEntryDeleted',
      'journalCommentAdded',
      'journalCommentDeleted',
      'journalAttachmentAdded',
      'journalAttachmentRemoved',
      'projectCommentAdded',
      'taskAdded',
      'taskEdited',
      'taskCompleted',
      'taskReopened',
      'taskDeleted',
      'taskReminderSent',
      // bid forms (decision 037)
      'addTenderTable',
      'updateTenderTable',
      'copyTenderTable',
      'copyAllTenderTables',
      'deleteTenderTables',
      'sortTenderTables',
      'addTenderTableFromTemplate',
      // submission requirements (decision 039)
      'updateRequirementSettings',
      'addRequirementItem',
      'addRequirementItemFromTemplate',
      'updateRequirementItem',
      'removeRequirementItem',
      'sortRequirementItems',
      // a project copied with its forms and instructions (decision 039)
      'copyFormsAndInstructions',
      // bid meetings (decision 049)
      'meetingRegistered',
      'meetingRegistrationChanged',
      'meetingRegistrationCancelled',
      'meetingWalkInRecorded',
      'meetingAttendanceRecorded',
      'meetingSupplierDisqualified',
      'meetingDisqualificationUndone',
      // the export of all submissions (decision 058)
      'submissionsExportRequested',
      'submissionsExportBuilt',
      'submissionsExportFailed',
      'submissionsExportDownloaded',
      'submissionsExportRemoved',
      // awarded companies (decision 064)
      'awardCreated',
      'awardUpdated',
      'awardDeleted',
    ];
    expect(actions.filter((action) => !(action in en.activities.actions))).toEqual([]);
  });
});
