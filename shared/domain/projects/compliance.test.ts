import { describe, expect, it } from 'vitest';
import {
  canChangeComplianceItems,
  COMPLIANCE_ITEMS_MAX,
  findComplianceProblem,
  type ComplianceProblem,
} from './compliance.js';
import type { ProjectStatus } from './project-types.js';

describe('findComplianceProblem', () => {
  const others = ['Certificate of insurance', 'WSIB clearance'];
  it.each<[string, string, boolean, ComplianceProblem | undefined]>([
    ['a new title', 'Safety training', true, undefined],
    ['a taken title', 'WSIB clearance', true, 'complianceTitleExists'],
    ['a taken title in another case', 'certificate OF insurance ', true, 'complianceTitleExists'],
    ['a rename to a free title', 'Bonding letter', false, undefined],
    ['a rename to a taken title', 'wsib clearance', false, 'complianceTitleExists'],
  ])('%s → %s', (_label, title, adding, expected) => {
    expect(findComplianceProblem(title, others, adding)).toBe(expected);
  });

  it('refuses an item beyond the limit, but lets an item of a full list be renamed', () => {
    const full = Array.from({ length: COMPLIANCE_ITEMS_MAX }, (_, i) => `Item ${i}`);
    expect(findComplianceProblem('Another', full, true)).toBe('complianceItemsTooMany');
    expect(findComplianceProblem('Another', full.slice(1), false)).toBeUndefined();
    expect(findComplianceProblem('Another', full.slice(1), true)).toBeUndefined();
  });
});

describe('canChangeComplianceItems (settled before the bid goes out)', () => {
  it.each<[ProjectStatus, boolean]>([
    ['design', true],
    ['inProgress', true],
    ['template', true],
    ['requestForApproval', false],
    ['scheduledToPublish', false],
    ['published', false],
    ['planned', false],
    ['open', false],
    ['closed', false],
    ['cancelled', false],
    ['archived', false],
  ])('%s → %s', (status, expected) => {
    expect(canChangeComplianceItems(status)).toBe(expected);
  });
});
