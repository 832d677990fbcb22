import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TProjectSearch } from '../../../shared/schemas/project-search-query';
import {
  refreshedByExportEvent,
  refreshedByUserGroupUpdate,
} from '../components/layouts/use-realtime-updates';
import { routePermissionsKey } from '../lib/route-permissions';
import { useBidders } from '../features/award-approval/api/award-approvals-api';
import { projectViews } from '../features/award/api/award-api';
import {
  openingViews,
  useBidAnalysis,
  useComplianceChecklist,
  useOpeningSheet,
  useOpeningSubmission,
  useOpeningSubmissions,
} from '../features/bid-opening/api/opening-api';
import {
  evaluationViews,
  useEvaluation,
  useEvaluationBid,
  useEvaluationReview,
  useMyEvaluation,
  usePricingReview,
} from '../features/evaluation/api/evaluation-api';
import { useSubmissionsExports } from '../features/exports/api/submissions-export-api';
import { useMyProfile } from '../features/profile/api/profile-api';
import { useBuildUsers } from '../features/projects/api/build-api';
import { usePurchasers } from '../features/projects/api/project-search-api';
import { useProject, useProjectSearch } from '../features/projects/api/projects-api';
import { useDepartments, useGroups, useUser, useUsers } from '../features/team/api/team-api';

/** Every key a screen's useSWR call reads with, as the hook builds it. */
const read = vi.hoisted(() => [] as unknown[]);
vi.mock('swr', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  default: (key: unknown) => {
    read.push(key);
    return { data: undefined, error: undefined, isLoading: true, mutate: async () => undefined };
  },
}));

function keysReadBy(useReads: () => void): unknown[] {
  read.length = 0;
  function Probe() {
    useReads();
    return null;
  }
  renderToStaticMarkup(<Probe />);
  return [...read];
}

const s = { customerId: 'c1', nodeId: 'n1' };

/**
 * A change or a realtime event refreshes reads named by their routes (lib/swr-keys.ts): each matcher must
 * still match the keys its screens' hooks read with, and not the reads it leaves alone.
 */
describe('what each refresh matches: the keys its screens read with', () => {
  it('a userGroupUpdated event: the team lists, the own profile, the purchasers and the route permissions', () => {
    const keys = keysReadBy(() => {
      useUsers(s);
      useUser(s, 'u1');
      useGroups(s);
      useMyProfile('c1');
      usePurchasers(s);
      useBuildUsers(s);
    });
    expect(keys).toHaveLength(6);
    for (const key of [...keys, routePermissionsKey(s)]) expect(refreshedByUserGroupUpdate(key)).toBe(true);
    const others = keysReadBy(() => {
      useDepartments(s);
      useProject(s, 'p1');
    });
    for (const key of others) expect(refreshedByUserGroupUpdate(key)).toBe(false);
  });

  it('an exportReady or exportFailed event: the pending exports', () => {
    const keys = keysReadBy(() => useSubmissionsExports(s, 'p1'));
    expect(keys).toHaveLength(1);
    expect(refreshedByExportEvent(keys[0])).toBe(true);
  });

  it('a change of the evaluation set-up: every evaluation view', () => {
    const keys = keysReadBy(() => {
      useEvaluation(s, 'p1');
      useMyEvaluation(s, 'p1');
      useEvaluationBid(s, 'p1', 'b1');
      useEvaluationReview(s, 'p1');
      usePricingReview(s, 'p1');
    });
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(evaluationViews(key)).toBe(true);
  });

  it('an unsealing: every view of the opening, and the award approval’s bidders', () => {
    const keys = keysReadBy(() => {
      useOpeningSubmissions(s, 'p1');
      useOpeningSubmission(s, 'p1', 'b1');
      useOpeningSheet(s, 'p1', true);
      useBidAnalysis(s, 'p1', true);
      useComplianceChecklist(s, 'p1');
      useBidders(s, 'p1');
    });
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(openingViews(key)).toBe(true);
  });

  it('the Award action: the project’s own view, not the project searches', () => {
    const [project, search] = keysReadBy(() => {
      useProject(s, 'p1');
      useProjectSearch(s, { limit: 20, start: 0 } as TProjectSearch);
    });
    expect(projectViews(project)).toBe(true);
    expect(projectViews(search)).toBe(false);
  });
});
