import { describe, expect, it } from 'vitest';
import { isAreaUnavailable, projectTabs, type AreaProject } from './project-areas.js';

describe('projectTabs', () => {
  it.each<[string, AreaProject, string[]]>([
    ['a source project in Build', { type: 'source', phase: 'build' }, ['build', 'source']],
    ['a source project in Evaluate', { type: 'source', phase: 'evaluate' }, ['build', 'source', 'evaluate']],
    [
      'a source project in Award',
      { type: 'source', phase: 'award' },
      ['build', 'source', 'evaluate', 'award'],
    ],
    [
      'a closed source project still in Source',
      { type: 'source', phase: 'source', status: 'closed' },
      ['build', 'source', 'evaluate', 'award'],
    ],
    ['an open source project', { type: 'source', phase: 'source', status: 'open' }, ['build', 'source']],
    ['a closed contract', { type: 'contract', phase: 'build', status: 'closed' }, ['build', 'contract']],
    ['a contract', { type: 'contract', phase: 'build' }, ['build', 'contract']],
    [
      'a source-and-contract project in Contract',
      { type: 'sourceAndContract', phase: 'contract' },
      ['build', 'source', 'evaluate', 'award', 'contract'],
    ],
    ['a template', { type: 'template', phase: 'award', intakeRequestId: 'i1' }, ['build']],
    [
      'a project from an intake request',
      { type: 'source', phase: 'build', intakeRequestId: 'i1' },
      ['build', 'source', 'intake'],
    ],
  ])('%s', (_label, project, tabs) => {
    expect(projectTabs(project)).toEqual(tabs);
  });
});

describe('isAreaUnavailable', () => {
  it.each<[AreaProject['type'], string | undefined, boolean]>([
    ['source', 'source', false],
    ['contract', 'source', true],
    ['template', 'source', true],
    ['sourceAndContract', 'source', false],
    ['source', 'contract', true],
    ['contract', 'contract', false],
    ['sourceAndContract', 'contract', false],
    ['contract', 'build', false],
    ['source', 'team', false],
    ['contract', 'evaluate', true],
    ['contract', 'award', true],
    ['template', 'award', true],
    ['source', 'evaluate', false],
    ['source', 'award', false],
    ['sourceAndContract', 'award', false],
    ['source', undefined, false],
  ])('a %s project, area %s: %s', (type, area, unavailable) => {
    expect(isAreaUnavailable({ type, phase: 'build' }, area)).toBe(unavailable);
  });
});
