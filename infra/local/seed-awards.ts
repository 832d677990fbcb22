/**
 * The demo's awarded bid (issue 11 item 2, decision 064), written through the product's own services as the
 * lead: Playground equipment closed with its two bids sealed (seed-bids.ts); the lead opens their prices,
 * awards Greenleaf Landscaping (the lowest) and takes the Award action. The project is then Awarded in phase
 * Award, and its public page names Greenleaf (the bid displays names). The bids' other parts stay sealed.
 */
import { awardProject, createAward, getAwardSummary } from '../../functions/awards/award-service.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import { unsealSubmissions } from '../../functions/opening/opening-service.js';
import { SEALED_BID } from './seed-bids.js';
import { sessionOf, type DemoAgency } from './seed-requirements.js';

export const AWARDED_BID = SEALED_BID;
const WINNER = 'Greenleaf Landscaping Inc.';

export async function seedDemoAwards(
  projects: ReadonlyMap<string, ProjectItem>,
  agency: DemoAgency,
  leadId: string,
): Promise<void> {
  const project = projects.get(AWARDED_BID);
  if (!project) throw new Error(`Demo awards: no project "${AWARDED_BID}"`);
  const { projectId } = project;
  const lead = await sessionOf(agency, leadId);
  await unsealSubmissions(lead, projectId, { parts: ['price'] });
  const summary = await getAwardSummary(lead, projectId);
  const bid = summary.bids.find((b) => b.companyName === WINNER);
  // The bid's total is Money already, as the award's amount is (decision 075).
  const amount = bid?.grandTotal;
  if (!bid || amount === undefined) throw new Error(`Demo awards: no opened bid of ${WINNER}`);
  const award = await createAward(
    lead,
    projectId,
    {
      submissionId: bid.submissionId,
      amount,
      // Now: after the closing, which the seed puts just after the last bid was received (seed-bids.ts).
      awardDate: new Date().toISOString(),
      actualAnnualValue: amount,
      actualTotalValue: amount,
      displayToPublic: true,
      notes: 'Lowest compliant bid; installation before 1 June confirmed.',
      contractNumber: 'C-2026-031',
    },
    'en',
  );
  await awardProject(lead, projectId, {
    projectVersion: summary.projectVersion,
    awards: [{ awardId: award.awardId, version: award.version }],
  });
}
