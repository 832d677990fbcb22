/**
 * The areas of the project screen (docs/product/projects.md#types): which tabs a project shows and where a
 * path that does not apply to it lands. Pure, for the browser's project layout; the tabs follow the project's
 * type and phase, so a contract shows no Source tab and an Award tab appears once a tender reaches its award.
 */
import type { ProjectPhase, ProjectStatus, ProjectType } from './project-types.js';

export const PROJECT_TABS = ['build', 'source', 'evaluate', 'award', 'contract', 'intake'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

/** What the tabs read of a project. */
export interface AreaProject {
  type: ProjectType;
  phase: ProjectPhase;
  status?: ProjectStatus | undefined;
  intakeRequestId?: string | undefined;
}

/** A tender whose bids are in (closed, with unofficial results, or awarded) is evaluated and awarded. */
const EVALUABLE_STATUSES: readonly ProjectStatus[] = ['closed', 'unofficial', 'awarded'];

/** A source project, or a source-and-contract one, has a tender (the sourcing part). */
export function projectHasTender(type: ProjectType): boolean {
  return type === 'source' || type === 'sourceAndContract';
}

/** A contract project, or a source-and-contract one, has a contract part. */
export function projectHasContract(type: ProjectType): boolean {
  return type === 'contract' || type === 'sourceAndContract';
}

const PHASE_ORDER: readonly ProjectPhase[] = ['intake', 'build', 'source', 'evaluate', 'award', 'contract'];
const reached = (phase: ProjectPhase, step: ProjectPhase) =>
  PHASE_ORDER.indexOf(phase) >= PHASE_ORDER.indexOf(step);

/**
 * The tabs of a project, in screen order: Build always; Source with a tender; Evaluate and Award with a
 * tender once its phase reached them or its bids are in (closed, unofficial or awarded); Contract with a contract part; Intake when it came from an intake
 * request. A template shows Build only.
 */
export function projectTabs(project: AreaProject): ProjectTab[] {
  if (project.type === 'template') return ['build'];
  const tender = projectHasTender(project.type);
  const bidsIn = project.status !== undefined && EVALUABLE_STATUSES.includes(project.status);
  const shown: Record<ProjectTab, boolean> = {
    build: true,
    source: tender,
    evaluate: tender && (reached(project.phase, 'evaluate') || bidsIn),
    award: tender && (reached(project.phase, 'award') || bidsIn),
    contract: projectHasContract(project.type),
    intake: project.intakeRequestId !== undefined,
  };
  return PROJECT_TABS.filter((tab) => shown[tab]);
}

/**
 * Entering a source area (docs/product/projects.md#types) when the project has no tender, or a contract area
 * when it has no contract, redirects to its Build area; true when the area of the path does not apply to the
 * project. Evaluate and Award belong to the tender too: a contract-only project has neither phase.
 */
export function isAreaUnavailable(project: AreaProject, area: string | undefined): boolean {
  if (area === 'source' || area === 'evaluate' || area === 'award') return !projectHasTender(project.type);
  if (area === 'contract') return !projectHasContract(project.type);
  return false;
}
