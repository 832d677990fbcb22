import { describe, expect, it } from 'vitest';
import { compareRouteSpecificity } from './route-specificity.js';

describe('compareRouteSpecificity', () => {
  it('puts a literal segment before a parameter, and a parameter before a greedy one, position by position', () => {
    const sorted = [
      '/a/{id}/{rest+}',
      '/a/{id}/Documents/{documentId}',
      '/a/{id}/Documents/Uploads',
      '/a/{id}',
    ].sort(compareRouteSpecificity);
    expect(sorted).toEqual([
      '/a/{id}/Documents/Uploads',
      '/a/{id}/Documents/{documentId}',
      '/a/{id}/{rest+}',
      '/a/{id}',
    ]);
  });
});
