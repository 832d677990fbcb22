import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../projects/project-types.js';
import { findRequirementsLock, type RequirementsLock } from './requirements-lock.js';

/** Every status and what it means for the forms while nothing is submitted (spec 1 §4). */
const WITHOUT_SUBMISSIONS: Record<ProjectStatus, RequirementsLock | null> = {
  design: null,
  inProgress: null,
  requestForApproval: null,
  pendingApproval: null,
  scheduledToPublish: null,
  scheduled: null,
  published: null,
  upcoming: null,
  planned: null,
  open: null,
  template: null,
  closed: 'tenderTablesClosed',
  unofficial: 'tenderTablesClosed',
  awarded: 'tenderTablesClosed',
  cancelled: 'tenderTablesClosed',
  terminated: 'tenderTablesClosed',
  archived: 'tenderTablesClosed',
};

describe('findRequirementsLock', () => {
  it.each(Object.entries(WITHOUT_SUBMISSIONS))('a %s project with no submission: %s', (status, lock) => {
    expect(findRequirementsLock({ projectStatus: status as ProjectStatus, completedSubmissions: 0 })).toBe(
      lock,
    );
  });

  it.each([
    ['open', 1, 'tenderTablesSubmitted'],
    ['published', 3, 'tenderTablesSubmitted'],
    ['awarded', 2, 'tenderTablesClosed'],
  ] as const)('a %s project with %i completed submissions answers %s', (projectStatus, completed, code) => {
    expect(findRequirementsLock({ projectStatus, completedSubmissions: completed })).toBe(code);
  });
});
