import { describe, expect, it } from 'vitest';
import { ProjectHeader } from './project-header.js';
import { Project } from './project.js';

describe('ProjectHeader', () => {
  it('reads the very item Project writes: the same key', () => {
    const key = { customerId: 'C-1', projectId: 'p-42' };
    expect(ProjectHeader.key(key)).toEqual(Project.key(key));
  });

  it('takes a stored project and keeps what it does not name', () => {
    const stored = {
      customerId: 'c',
      projectId: 'p',
      number: 'T-1',
      name: 'Roads',
      status: 'inProgress',
      type: 'source',
      version: 3,
    };
    expect(ProjectHeader.schema.parse(stored)).toEqual(stored);
  });
});
