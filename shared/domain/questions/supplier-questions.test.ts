import { describe, expect, it } from 'vitest';
import {
  answerDelivery,
  findAskProblem,
  isPastQuestionDeadline,
  mayAnswer,
  questionReminderAt,
  type QuestionSettings,
} from './supplier-questions.js';

const NOW = new Date('2027-03-10T15:00:00Z');

describe('findAskProblem', () => {
  it.each<[string, QuestionSettings, 'questionsClosed' | undefined]>([
    ['no deadline: open', {}, undefined],
    ['no deadline, closing flag on: open', { closeAfterDeadline: true }, undefined],
    [
      'before the deadline: open',
      { questionDeadline: '2027-03-10T15:00:01Z', closeAfterDeadline: true },
      undefined,
    ],
    [
      'at the deadline, closing: closed',
      { questionDeadline: '2027-03-10T15:00:00Z', closeAfterDeadline: true },
      'questionsClosed',
    ],
    [
      'after the deadline, closing: closed',
      { questionDeadline: '2027-03-01T12:00:00Z', closeAfterDeadline: true },
      'questionsClosed',
    ],
    [
      'after the deadline, not closing: open',
      { questionDeadline: '2027-03-01T12:00:00Z', closeAfterDeadline: false },
      undefined,
    ],
    ['after the deadline, flag absent: open', { questionDeadline: '2027-03-01T12:00:00Z' }, undefined],
  ])('%s', (_name, settings, expected) => {
    expect(findAskProblem(settings, NOW)).toBe(expected);
  });

  it('says the deadline passed only once it has', () => {
    expect(isPastQuestionDeadline({ questionDeadline: '2027-03-10T14:59:59Z' }, NOW)).toBe(true);
    expect(isPastQuestionDeadline({ questionDeadline: '2027-03-10T15:00:01Z' }, NOW)).toBe(false);
    expect(isPastQuestionDeadline({}, NOW)).toBe(false);
  });
});

describe('answerDelivery', () => {
  it.each([
    ['Complete', true, 'email'],
    ['Complete', false, 'publish'],
    ['Incomplete', true, 'none'],
    ['Incomplete', false, 'none'],
  ] as const)('%s with answerViaEmail %s goes to %s', (status, viaEmail, expected) => {
    expect(answerDelivery(status, viaEmail)).toBe(expected);
  });
});

describe('mayAnswer', () => {
  it.each([
    ['open', true],
    ['published', true],
    ['inProgress', false],
    ['closed', false],
    ['awarded', false],
    ['cancelled', false],
  ])('%s: %s', (status, expected) => {
    expect(mayAnswer(status)).toBe(expected);
  });
});

describe('questionReminderAt', () => {
  it.each([
    [
      'the default 7 days before',
      { questionDeadline: '2027-04-20T16:00:00.000Z' },
      '2027-04-13T16:00:00.000Z',
    ],
    [
      'the days asked',
      { questionDeadline: '2027-04-20T16:00:00.000Z', reminderDays: 2 },
      '2027-04-18T16:00:00.000Z',
    ],
    ['none when 0 days', { questionDeadline: '2027-04-20T16:00:00.000Z', reminderDays: 0 }, undefined],
    ['none without a deadline', { reminderDays: 3 }, undefined],
    ['none for an unreadable deadline', { questionDeadline: 'soon' }, undefined],
  ])('%s', (_name, facts, expected) => {
    expect(questionReminderAt(facts)).toBe(expected);
  });
});
