/**
 * The project team and the project's activity feed (/projects/{id}/team and /activities:
 * docs/product/projects.md#team-and-roles, docs/product/projects.md#collaboration). zod/mini; who may assign
 * which role is the domain's (shared/domain/projects/project-team.ts), which the service runs after these
 * schemas.
 */
import * as z from 'zod/mini';
import { PROJECT_ROLES } from '../domain/projects/project-team.js';
import { ZId as ZProjectRefId } from './common.js';

/** The longest keywords or author text a feed search takes. */
export const ACTIVITY_SEARCH_TEXT_MAX_LENGTH = 200;
/** The feed's page sizes: the grid default of 20 and up to 4× (docs/product/projects.md#collaboration). */
export const ACTIVITY_PAGE_DEFAULT = 20;
export const ACTIVITY_PAGE_MAX = 80;

export const ZProjectRole = z.enum(PROJECT_ROLES);

/** GET, POST …/Projects/TeamMembers?projectId */
export const ZProjectTeamQuery = z.object({ projectId: ZProjectRefId });
/** PUT, DELETE …/Projects/TeamMembers?projectId&userId */
export const ZProjectTeamMemberQuery = z.object({ projectId: ZProjectRefId, userId: ZProjectRefId });

/** Adds an agency user to the team with a role. */
export const ZProjectTeamAdd = z.strictObject({
  userId: ZProjectRefId,
  role: ZProjectRole,
  receiveQuestionEmail: z.optional(z.boolean()),
});

/** Changes a member's role and question-email choice, at the version read (a stale one is a 409). */
export const ZProjectTeamUpdate = z.strictObject({
  version: z.number().check(z.int(), z.minimum(1)),
  role: ZProjectRole,
  receiveQuestionEmail: z.boolean(),
});

const ZPersonShape = {
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
};

/** One member, with the user's name and email as the team list shows them. */
export const ZProjectTeamMember = z.object({
  ...ZPersonShape,
  projectId: z.string(),
  role: ZProjectRole,
  receiveQuestionEmail: z.boolean(),
  version: z.number(),
});

/** The team, and the agency's active users who are not on it yet (the add page's choices). */
export const ZProjectTeam = z.object({
  members: z.array(ZProjectTeamMember),
  candidates: z.array(z.object(ZPersonShape)),
});

/**
 * GET …/AuditEvents/Search: the activity feed's parameters for one project
 * (docs/product/projects.md#collaboration).
 */
export const ZActivitySearchQuery = z.object({
  projectId: ZProjectRefId,
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(ACTIVITY_SEARCH_TEXT_MAX_LENGTH))),
  eventType: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  userName: z.optional(z.string().check(z.trim(), z.maxLength(ACTIVITY_SEARCH_TEXT_MAX_LENGTH))),
  'filter.dateFrom': z.optional(z.iso.datetime({ offset: true })),
  'filter.dateTo': z.optional(z.iso.datetime({ offset: true })),
  'filter.start': z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  'filter.limit': z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ACTIVITY_PAGE_MAX))),
});

/** One field of a change: its value before and after (null when it had none). */
export const ZActivityChange = z.object({
  field: z.string(),
  from: z.nullable(z.string()),
  to: z.nullable(z.string()),
});

/** One change of the project: who, what, when, and each field from → to. */
export const ZActivity = z.object({
  eventId: z.string(),
  at: z.string(),
  action: z.string(),
  entityType: z.string(),
  actorId: z.string(),
  /**
   * The author's name; "system" for changes the platform made (a scheduled publication), "public" for a
   * visitor without a session, a supplier's company name for what a supplier did.
   */
  actorName: z.string(),
  /** What the change was about when not the project itself: the team member's name. */
  subject: z.optional(z.string()),
  changes: z.array(ZActivityChange),
});

/** A page of the feed, newest first; `total` counts every match; `eventTypes` the actions the feed holds. */
export const ZActivityPage = z.object({
  items: z.array(ZActivity),
  total: z.number(),
  start: z.number(),
  limit: z.number(),
  eventTypes: z.array(z.string()),
});

export type TProjectTeamAdd = z.output<typeof ZProjectTeamAdd>;
export type TProjectTeamUpdate = z.output<typeof ZProjectTeamUpdate>;
export type TProjectTeamMember = z.output<typeof ZProjectTeamMember>;
export type TProjectTeam = z.output<typeof ZProjectTeam>;
export type TActivitySearchQuery = z.output<typeof ZActivitySearchQuery>;
export type TActivity = z.output<typeof ZActivity>;
export type TActivityPage = z.output<typeof ZActivityPage>;
