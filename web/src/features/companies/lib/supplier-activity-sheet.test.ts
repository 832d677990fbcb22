import { describe, expect, it } from 'vitest';
import {
  supplierActivityFileName,
  supplierActivityRows,
  type SupplierActivitySources,
} from './supplier-activity-sheet';

const texts = {
  company: 'Company',
  planTakerSince: 'Plan taker since',
  followingSince: 'Following since',
  questions: 'Questions',
  questionDates: 'Asked',
  meetings: 'Meetings',
  addenda: 'Addenda acknowledged',
  noBid: 'No bid',
  bidStatus: 'Bid',
  handedInAt: 'Handed in',
  addendum: (n: number) => `Addendum ${n}`,
  status: (s: { kind: string; status?: string }) => (s.kind === 'hardCopy' ? 'hard copy' : s.status!),
};
const when = (instant: string) => instant.slice(5, 10);

const ACME = 'v-acme';
const BOLT = 'v-bolt';
const sources = (projectStatus: string): SupplierActivitySources => ({
  projectStatus,
  planTakers: [
    {
      projectId: 'p',
      vendorId: ACME,
      companyName: 'Acme',
      contactName: 'Pat',
      email: 'pat@acme.example',
      registeredAt: '2026-11-02T10:00:00Z',
      submissions: [
        { planTakerSubmissionId: 's1', kind: 'online', status: 'sealed', receivedAt: '2026-11-20T09:00:00Z' },
      ],
    },
    {
      projectId: 'p',
      vendorId: BOLT,
      companyName: 'Bolt',
      contactName: 'Lee',
      email: 'lee@bolt.example',
      registeredAt: '2026-11-03T10:00:00Z',
      submissions: [{ planTakerSubmissionId: 's2', kind: 'online', status: 'incomplete' }],
    },
  ],
  followers: [
    { vendorId: ACME, companyName: 'Acme', followedAt: '2026-11-01T10:00:00Z' },
    // A follower that did nothing else.
    { vendorId: 'v-dune', companyName: 'Dune', followedAt: '2026-11-09T10:00:00Z' },
  ],
  noBids: [
    {
      vendorId: BOLT,
      companyName: 'Bolt',
      contactName: 'Lee',
      contactEmail: 'lee@bolt.example',
      declaredAt: '2026-11-15T10:00:00Z',
    },
  ],
  questions: [
    { vendorId: ACME, company: 'Acme', askedAt: '2026-11-06T10:00:00Z' },
    { vendorId: ACME, company: 'Acme', askedAt: '2026-11-04T10:00:00Z' },
    // Asked on the public page: a name only, matched to the vendor of that name.
    { company: ' ACME ', askedAt: '2026-11-08T10:00:00Z' },
    { company: 'Cedar Works', askedAt: '2026-11-05T10:00:00Z' },
  ],
  meetings: [
    {
      meetingId: 'm1',
      location: 'Site',
      startsAt: '2026-11-10T14:00:00Z',
      mandatory: true,
      registrations: [
        {
          projectId: 'p',
          meetingId: 'm1',
          registrationId: ACME,
          vendorId: ACME,
          companyName: 'Acme',
          attendees: ['Pat'],
          registeredAt: '2026-11-07T10:00:00Z',
          version: 1,
          createdAt: '2026-11-07T10:00:00Z',
          updatedAt: '2026-11-07T10:00:00Z',
        },
      ],
    },
  ],
  addenda: [
    {
      status: 'published',
      number: 1,
      acknowledgements: [
        { vendorId: ACME, companyName: 'Acme', acknowledged: true, acknowledgedAt: '2026-11-12T10:00:00Z' },
        { vendorId: BOLT, companyName: 'Bolt', acknowledged: false },
      ],
    },
    { status: 'draft', acknowledgements: [] },
  ],
});

const BEFORE_HEADER = [
  'Company',
  'Plan taker since',
  'Following since',
  'Questions',
  'Asked',
  'Meetings',
  'Addenda acknowledged',
  'No bid',
];
const ACME_ROW = [
  'Acme',
  '11-02',
  '11-01',
  '3',
  '11-04; 11-06; 11-08',
  'Site, 11-10',
  'Addendum 1 (11-12)',
  '',
];
const BOLT_ROW = ['Bolt', '11-03', '', '0', '', '', '', '11-15'];
const DUNE_ROW = ['Dune', '', '11-09', '0', '', '', '', ''];
const CEDAR_ROW = ['Cedar Works', '', '', '1', '11-05', '', '', ''];

describe('supplierActivityRows', () => {
  it.each(['draft', 'published', 'open'])(
    'before the close (%s) has no bid column and says nothing of any bid',
    (status) => {
      const rows = supplierActivityRows(sources(status), texts, when);
      expect(rows).toEqual([BEFORE_HEADER, ACME_ROW, BOLT_ROW, CEDAR_ROW, DUNE_ROW]);
      expect(rows.flat().join('|')).not.toMatch(/sealed|incomplete|11-20/);
    },
  );

  it.each(['closed', 'unofficial', 'awarded'])(
    'once closed (%s) adds each company’s bid status and hand-in time',
    (status) =>
      expect(supplierActivityRows(sources(status), texts, when)).toEqual([
        [...BEFORE_HEADER, 'Bid', 'Handed in'],
        [...ACME_ROW, 'sealed', '11-20'],
        [...BOLT_ROW, 'incomplete', ''],
        [...CEDAR_ROW, '', ''],
        [...DUNE_ROW, '', ''],
      ]),
  );

  it('is the header alone when no company touched the bid', () =>
    expect(
      supplierActivityRows(
        {
          projectStatus: 'open',
          planTakers: [],
          followers: [],
          noBids: [],
          questions: [],
          meetings: [],
          addenda: [],
        },
        texts,
        when,
      ),
    ).toEqual([BEFORE_HEADER]));
});

describe('supplierActivityFileName', () => {
  it.each([
    ['2026-014', 'xlsx', 'SupplierActivity-2026-014.xlsx'],
    ['Road / bridge #3', 'xlsx', 'SupplierActivity-Road-bridge-3.xlsx'],
    ['///', 'pdf', 'SupplierActivity-project.pdf'],
  ] as const)('%s (%s) → %s', (label, extension, expected) =>
    expect(supplierActivityFileName(label, extension)).toBe(expected),
  );
});
