import { describe, expect, it } from 'vitest';
import { missingItemHref, walkPosition, type MissingItem } from './missing-items';

const item = (id: string, section: string, field = id): MissingItem => ({
  id,
  field,
  section,
  messageKey: id,
});

describe('missingItemHref', () => {
  it.each<[MissingItem, boolean, string]>([
    [item('name', 'settings'), false, '/projects/p1/build/settings?focus=name'],
    [
      item('submissionAddress', 'details', 'tender.submissionAddress'),
      false,
      '/projects/p1/build/details?focus=tender.submissionAddress',
    ],
    [item('publishDate', 'dates'), true, '/projects/p1/build/dates?focus=publishDate&fix=publishDate'],
    [
      item('prices', 'submissionRequirements', 'requirements.prices'),
      false,
      '/projects/p1/build/submission-requirements?focus=requirements.prices',
    ],
    [
      item('noBidEmail', 'controlPanel', 'defaultNoBidEmail'),
      false,
      '/control-panel/source-settings?focus=defaultNoBidEmail',
    ],
  ])('%o (walking %s) → %s', (missing, walking, href) => {
    expect(missingItemHref('p1', missing, walking)).toBe(href);
  });
});

describe('walkPosition', () => {
  const items = [item('a', 'settings'), item('b', 'details'), item('c', 'dates')];
  it.each<[string | null, string | undefined, string | undefined, string | undefined]>([
    ['a', 'a', undefined, 'b'],
    ['b', 'b', 'a', 'c'],
    ['c', 'c', 'b', undefined],
    // The current item was fixed: the next is the first still missing.
    ['gone', undefined, undefined, 'a'],
    [null, undefined, undefined, 'a'],
  ])('at %s: current %s, previous %s, next %s', (at, current, previous, next) => {
    const position = walkPosition(items, at);
    expect(position.current?.id).toBe(current);
    expect(position.previous?.id).toBe(previous);
    expect(position.next?.id).toBe(next);
  });

  it('has no next once nothing is missing', () => {
    expect(walkPosition([], 'a').next).toBeUndefined();
  });
});
