import { describe, expect, it } from 'vitest';
import { AWARD_APPROVAL_STATUSES } from '../../../../../shared/domain/awards/award-approval-status';
import { AWARD_STATUSES } from '../../../../../shared/domain/awards/awards';
import { SUBMISSION_STATUSES } from '../../../../../shared/domain/submissions/submission-status';
import { AWARD_ERRORS } from '../../../../../shared/errors/awards';
import en from './en.json';
import fr from './fr.json';

const shapeOf = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]))
    : typeof value === 'string' && value.trim() !== '';

describe('the award texts (decision 064)', () => {
  it('have the same keys in English and French, and no empty text', () => {
    expect(shapeOf(fr)).toEqual(shapeOf(en));
    expect(JSON.stringify(shapeOf(en))).not.toContain('false');
  });

  it('name every award status, approval status and bid status the screens show', () => {
    expect(AWARD_STATUSES.filter((s) => !(s in en.status))).toEqual([]);
    expect(AWARD_APPROVAL_STATUSES.filter((s) => !(s in en.approval))).toEqual([]);
    expect(SUBMISSION_STATUSES.filter((s) => !(s in en.bidStatus))).toEqual([]);
  });

  it('say what the catalogue says for the rules the form checks before the call', () => {
    for (const code of [
      'awardValueOutOfRange',
      'awardDateBeforeClosing',
      'awardContractNumberForbiddenCharacters',
    ] as const) {
      expect(en.form[code]).toBe(AWARD_ERRORS[code].en);
      expect(fr.form[code]).toBe(AWARD_ERRORS[code].fr);
    }
  });
});
