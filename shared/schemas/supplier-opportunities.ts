/**
 * "My opportunities" (issue 9, decision 047): a signed-in supplier follows public bids and finds, in one
 * list, the bids it follows, the invitational or limited bids it is invited to and the bids it submitted to.
 * An invited bid's detail is read through the portal, never through the public routes.
 */
import * as z from 'zod/mini';
import {
  ZPublicAgency,
  ZPublicDocument,
  ZPublicMeeting,
  ZPublicOpportunityPath,
} from './public-opportunities.js';
import { ZProjectRefId } from './project-blocks.js';

/** …/Opportunities/{agencyDomain}/{projectId}: the bid, named as the public pages name it. */
export const ZSupplierOpportunityPath = ZPublicOpportunityPath;
export const ZSupplierOpportunityDocumentPath = z.object({
  ...ZPublicOpportunityPath.shape,
  documentId: ZProjectRefId,
});

/** Whether the company follows the bid (the answer of follow, unfollow and their read). */
export const ZOpportunityFollowing = z.object({ following: z.boolean() });
export type TOpportunityFollowing = z.output<typeof ZOpportunityFollowing>;

/** One bid of "my opportunities" and why it is there (any of the three). */
export const ZSupplierOpportunity = z.object({
  agency: ZPublicAgency,
  projectId: z.string(),
  number: z.string(),
  name: z.string(),
  status: z.string(),
  sourceMethod: z.optional(z.string()),
  closingDate: z.optional(z.string()),
  following: z.boolean(),
  invited: z.boolean(),
  submitted: z.boolean(),
});
export type TSupplierOpportunity = z.output<typeof ZSupplierOpportunity>;

export const ZSupplierOpportunityList = z.object({ opportunities: z.array(ZSupplierOpportunity) });
export type TSupplierOpportunityList = z.output<typeof ZSupplierOpportunityList>;

/** An invited bid as its invited supplier reads it: its documents and addenda, meetings, status. */
export const ZInvitedOpportunityDetail = z.object({
  ...ZSupplierOpportunity.shape,
  publishDate: z.optional(z.string()),
  description: z.optional(z.string()),
  classification: z.optional(z.string()),
  submissionMethod: z.optional(z.string()),
  submissionAddress: z.optional(z.string()),
  questionDeadline: z.optional(z.string()),
  documents: z.array(ZPublicDocument),
  addenda: z.array(ZPublicDocument),
  meetings: z.array(ZPublicMeeting),
});
export type TInvitedOpportunityDetail = z.output<typeof ZInvitedOpportunityDetail>;
