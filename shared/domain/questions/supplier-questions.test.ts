import { describe, expect, it } from 'vitest';
import {
  answerDelivery,
  findAskProblem,
  findRecordedQuestionProblem,
  isPastQuestionDeadline,
  isQuestionsRegisteredOnly,
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

describe('findAskProblem: who may ask (registered only, decision 051 amended)', () => {
  const past = '2027-03-01T12:00:00Z';
  const ahead = '2027-03-20T12:00:00Z';
  it.each<[string, QuestionSettings, 'supplier' | 'visitor', string | undefined]>([
    ['setting absent: a visitor is refused', {}, 'visitor', 'questionsRegisteredOnly'],
    ['setting absent: a supplier asks', {}, 'supplier', undefined],
    ['registered only: a visitor is refused', { registeredOnly: true }, 'visitor', 'questionsRegisteredOnly'],
    ['registered only: a supplier asks', { registeredOnly: true }, 'supplier', undefined],
    ['open to all: a visitor asks', { registeredOnly: false }, 'visitor', undefined],
    ['open to all: a supplier asks', { registeredOnly: false }, 'supplier', undefined],
    [
      'open to all, before a closing deadline: a visitor asks',
      { registeredOnly: false, questionDeadline: ahead, closeAfterDeadline: true },
      'visitor',
      undefined,
    ],
    [
      'open to all, after a closing deadline: a visitor is refused as closed',
      { registeredOnly: false, questionDeadline: past, closeAfterDeadline: true },
      'visitor',
      'questionsClosed',
    ],
    [
      'open to all, after a deadline that does not close: a visitor asks',
      { registeredOnly: false, questionDeadline: past, closeAfterDeadline: false },
      'visitor',
      undefined,
    ],
    [
      'registered only, after a closing deadline: a visitor is refused as a visitor first',
      { registeredOnly: true, questionDeadline: past, closeAfterDeadline: true },
      'visitor',
      'questionsRegisteredOnly',
    ],
  ])('%s', (_name, settings, asker, expected) => {
    expect(findAskProblem(settings, NOW, asker)).toBe(expected);
  });

  it.each([
    [undefined, true],
    [{}, true],
    [{ isQuestionsRegisteredOnly: true }, true],
    [{ isQuestionsRegisteredOnly: false }, false],
  ])('reads the tender %j as registered only: %s', (tender, expected) => {
    expect(isQuestionsRegisteredOnly(tender)).toBe(expected);
  });
});

describe('findRecordedQuestionProblem', () => {
  it.each([
    ['Complete', 'Yes.', undefined],
    ['Complete', undefined, 'questionAnswerRequired'],
    ['Complete', '   ', 'questionAnswerRequired'],
    ['Incomplete', undefined, undefined],
    ['Incomplete', 'A draft.', undefined],
  ] as const)('%s with answer %j: %s', (status, answer, expected) => {
    expect(findRecordedQuestionProblem({ status, answer })).toBe(expected);
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
