import { describe, expect, it } from 'vitest';
import { DOCUMENT_ERRORS } from '../../errors/documents.js';
import {
  canChangeJournalRecord,
  checkNewJournalAttachment,
  JOURNAL_ATTACHMENT_MAX_BYTES,
  JOURNAL_ATTACHMENTS_MAX,
} from './journal.js';

describe('canChangeJournalRecord (author, project lead, site administrator)', () => {
  const note = { createdBy: 'author' };
  it.each<[string, { userId: string; isSiteAdmin: boolean }, { projectLeadId?: string }, boolean]>([
    ['the author', { userId: 'author', isSiteAdmin: false }, { projectLeadId: 'lead' }, true],
    ['the project lead', { userId: 'lead', isSiteAdmin: false }, { projectLeadId: 'lead' }, true],
    ['another member', { userId: 'other', isSiteAdmin: false }, { projectLeadId: 'lead' }, false],
    ['another member of a project without a lead', { userId: 'other', isSiteAdmin: false }, {}, false],
    ['a site administrator', { userId: 'admin', isSiteAdmin: true }, { projectLeadId: 'lead' }, true],
  ])('%s: %s', (_label, actor, project, expected) => {
    expect(canChangeJournalRecord(actor, note, project)).toBe(expected);
  });
});

describe('checkNewJournalAttachment (5 files per note, 100 MB each)', () => {
  it.each<[string, number, number, string | undefined]>([
    ['the first file', 0, 1, undefined],
    ['the fifth file', JOURNAL_ATTACHMENTS_MAX - 1, 1024, undefined],
    ['a sixth file', JOURNAL_ATTACHMENTS_MAX, 1024, 'journalAttachmentLimitReached'],
    ['exactly 100 MB', 0, JOURNAL_ATTACHMENT_MAX_BYTES, undefined],
    ['one byte over 100 MB', 0, JOURNAL_ATTACHMENT_MAX_BYTES + 1, 'journalAttachmentTooLarge'],
    ['an empty file', 0, 0, 'documentEmpty'],
    [
      'a sixth file that is also too large',
      5,
      JOURNAL_ATTACHMENT_MAX_BYTES + 1,
      'journalAttachmentLimitReached',
    ],
    ['a fractional size', 0, 1.5, 'documentEmpty'],
  ])('%s', (_label, existing, size, expected) => {
    expect(checkNewJournalAttachment(existing, { size })).toBe(expected);
  });

  it('says the limits in English and French', () => {
    expect(DOCUMENT_ERRORS.journalAttachmentLimitReached).toMatchObject({
      status: 409,
      en: expect.stringContaining('5'),
      fr: expect.stringContaining('5'),
    });
    expect(DOCUMENT_ERRORS.journalAttachmentTooLarge).toMatchObject({
      status: 400,
      en: expect.stringContaining('100 MB'),
      fr: expect.stringContaining('100 Mo'),
    });
  });
});
