import { describe, expect, it } from 'vitest';
import {
  CREATION_KINDS,
  creationKindOf,
  initialProjectStatus,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type CreationKind,
  type ProjectKind,
  type ProjectType,
  type SourceMethod,
} from './project-types.js';

describe('initialProjectStatus (docs/product/projects.md#lifecycle)', () => {
  it.each<[ProjectType, string]>([
    ['source', 'design'],
    ['contract', 'design'],
    ['sourceAndContract', 'design'],
    ['template', 'template'],
  ])('a new %s project starts as %s', (type, status) => {
    expect(initialProjectStatus(type)).toBe(status);
  });

  it('covers every type with a known status', () => {
    for (const type of PROJECT_TYPES) expect(PROJECT_STATUSES).toContain(initialProjectStatus(type));
  });
});

describe('creationKindOf', () => {
  it.each<[ProjectKind, SourceMethod | undefined, CreationKind]>([
    ['formal', 'public', 'public'],
    ['formal', 'publicPrequalified', 'publicPrequalified'],
    ['formal', 'invitational', 'invitational'],
    ['formal', 'limited', 'limited'],
    ['formal', undefined, 'public'],
    ['informal', 'limited', 'informal'],
    ['planned', 'invitational', 'planned'],
  ])('%s with source method %s counts as %s', (kind, sourceMethod, expected) => {
    expect(creationKindOf({ kind, sourceMethod })).toBe(expected);
    expect(CREATION_KINDS).toContain(expected);
  });
});
