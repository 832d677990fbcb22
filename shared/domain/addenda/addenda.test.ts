import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../projects/project-types.js';
import {
  acknowledgementRows,
  addendumRecipients,
  findDocumentsProblem,
  findEditProblem,
  findPublishProblem,
  nextAddendumNumber,
  type AddendumContact,
  type AddendumStatus,
} from './addenda.js';

describe('findEditProblem', () => {
  it.each<[AddendumStatus, string | null]>([
    ['draft', null],
    ['published', 'addendumPublished'],
  ])('a %s addendum', (status, expected) => {
    expect(findEditProblem({ status })).toBe(expected);
  });
});

describe('findPublishProblem', () => {
  it.each<[AddendumStatus, ProjectStatus, string | null]>([
    ['draft', 'published', null],
    ['draft', 'open', null],
    ['draft', 'design', 'addendumBidNotOpen'],
    ['draft', 'inProgress', 'addendumBidNotOpen'],
    ['draft', 'closed', 'addendumBidNotOpen'],
    ['draft', 'awarded', 'addendumBidNotOpen'],
    ['published', 'open', 'addendumPublished'],
    ['published', 'closed', 'addendumPublished'],
  ])('a %s addendum on a %s bid', (status, projectStatus, expected) => {
    expect(findPublishProblem({ status }, projectStatus)).toBe(expected);
  });
});

describe('findDocumentsProblem', () => {
  const documents = [
    { documentId: 'a1', documentType: 'addendum' },
    { documentId: 's1', documentType: 'specification' },
  ];
  it.each<[string, string[], string | null]>([
    ['none', [], null],
    ['an addendum document', ['a1'], null],
    ['a document of another type', ['a1', 's1'], 'addendumDocumentInvalid'],
    ['a document of no such id', ['zz'], 'addendumDocumentInvalid'],
  ])('%s', (_case, ids, expected) => {
    expect(findDocumentsProblem(ids, documents)).toBe(expected);
  });
});

describe('nextAddendumNumber', () => {
  it.each<[string, { number?: number }[], number]>([
    ['the first', [], 1],
    ['after 1 and 2', [{ number: 1 }, { number: 2 }], 3],
    ['after the highest, whatever the order', [{ number: 3 }, { number: 1 }], 4],
  ])('%s', (_case, published, expected) => {
    expect(nextAddendumNumber(published)).toBe(expected);
  });
});

describe('addendumRecipients', () => {
  const acme: AddendumContact = { vendorId: 'v-acme', companyName: 'Acme', email: 'bids@acme.example' };
  const acmeOther: AddendumContact = { ...acme, email: 'estimating@acme.example' };
  const birch: AddendumContact = { vendorId: 'v-birch', companyName: 'Birch', email: 'Sales@Birch.example ' };
  const birchSame: AddendumContact = {
    vendorId: 'v-birch2',
    companyName: 'Birch 2',
    email: 'sales@birch.example',
  };
  const paper: AddendumContact = { companyName: 'Paper Co.', email: 'paper@bidder.example' };
  const none = { planTakers: [], bidders: [], followers: [] };

  it.each<[string, Parameters<typeof addendumRecipients>[0], string[]]>([
    ['nobody', { publiclyListed: true, invitedAddresses: [], ...none }, []],
    [
      'each group of a listed bid',
      {
        publiclyListed: true,
        invitedAddresses: [],
        planTakers: [acme],
        bidders: [paper],
        followers: [birch],
      },
      ['bids@acme.example', 'paper@bidder.example', 'Sales@Birch.example'],
    ],
    [
      'a company once, at its first address (plan takers first)',
      {
        publiclyListed: true,
        invitedAddresses: [],
        planTakers: [acme],
        bidders: [acmeOther],
        followers: [acme],
      },
      ['bids@acme.example'],
    ],
    [
      'an address once, whatever its case',
      { publiclyListed: true, invitedAddresses: [], ...none, followers: [birch, birchSame] },
      ['Sales@Birch.example'],
    ],
    [
      'a bid not listed: invited addresses only',
      {
        publiclyListed: false,
        invitedAddresses: ['BIDS@acme.example'],
        planTakers: [acme],
        bidders: [paper],
        followers: [birch],
      },
      ['bids@acme.example'],
    ],
    [
      'a moved closing of a bid not listed: the invitations too, once per address',
      {
        publiclyListed: false,
        invitedAddresses: ['bids@acme.example', 'new@cedar.example'],
        planTakers: [acme],
        bidders: [],
        followers: [],
        invited: [
          { companyName: 'Acme', email: 'BIDS@acme.example' },
          { companyName: 'Cedar', email: 'new@cedar.example' },
        ],
      },
      ['bids@acme.example', 'new@cedar.example'],
    ],
    [
      'a moved closing of a listed bid: its invitations add nobody',
      {
        publiclyListed: true,
        invitedAddresses: ['new@cedar.example'],
        ...none,
        invited: [{ companyName: 'Cedar', email: 'new@cedar.example' }],
      },
      [],
    ],
    [
      'a bid not listed, nobody invited: nobody',
      { publiclyListed: false, invitedAddresses: [], planTakers: [acme], bidders: [paper], followers: [] },
      [],
    ],
  ])('%s', (_case, input, expected) => {
    expect(addendumRecipients(input).map((r) => r.email)).toEqual(expected);
  });
});

describe('acknowledgementRows', () => {
  it('lists every plan taker and bidder once, those who did not acknowledge first, then by name', () => {
    const rows = acknowledgementRows(
      [
        { vendorId: 'v2', companyName: 'Birch' },
        { vendorId: 'v1', companyName: 'Acme' },
        { vendorId: 'v2', companyName: 'Birch' },
        { vendorId: 'v3', companyName: 'Cedar' },
      ],
      [
        {
          vendorId: 'v1',
          companyName: 'Acme Ltd.',
          acknowledgedAt: '2026-05-01T10:00:00Z',
          acknowledgedByName: 'Ada',
        },
        // A follower who acknowledged: shown too.
        {
          vendorId: 'v9',
          companyName: 'Zed',
          acknowledgedAt: '2026-05-02T10:00:00Z',
          acknowledgedByName: 'Zoe',
        },
      ],
    );
    expect(rows).toEqual([
      { vendorId: 'v2', companyName: 'Birch', acknowledged: false },
      { vendorId: 'v3', companyName: 'Cedar', acknowledged: false },
      {
        vendorId: 'v1',
        companyName: 'Acme',
        acknowledged: true,
        acknowledgedAt: '2026-05-01T10:00:00Z',
        acknowledgedByName: 'Ada',
      },
      {
        vendorId: 'v9',
        companyName: 'Zed',
        acknowledged: true,
        acknowledgedAt: '2026-05-02T10:00:00Z',
        acknowledgedByName: 'Zoe',
      },
    ]);
  });
});
