/**
 * The demo's project under evaluation (issue 11 item 1, decision 063): the opened "Tree planting" tender
 * (seed-bids.ts) gets its criteria by points, a team of the demo evaluator and the lead, Birchwood
 * disqualified with its reason, and the lead's submitted scores of the two compliant bids. The demo
 * evaluator has not declared yet: signing in as them shows the declarations, then the two bids to score;
 * once they submit, the review sets their scores beside the lead's. Written through the evaluation's
 * services, as the lead and the evaluator would.
 */
import type { ProjectItem } from '../../functions/core/db/entities/project.js';
import {
  declareConflicts,
  getEvaluation,
  saveEvaluationCriteria,
  saveEvaluationTeam,
  saveScores,
  setSupplierStatus,
} from '../../functions/evaluations/evaluation-service.js';
import { OPENED_BID } from './seed-bids.js';
import { sessionOf, type DemoAgency } from './seed-requirements.js';

const DISQUALIFIED = 'Birchwood Office Interiors';
/** The lead's scores of each compliant bid, by criterion in order (out of 30, 40 and 30). */
const LEAD_SCORES: Record<string, number[]> = {
  'Greenleaf Landscaping Inc.': [26, 34.5, 24],
  'Acme Construction Ltd.': [21, 30, 27.5],
};

export async function seedDemoEvaluation(
  projects: ReadonlyMap<string, ProjectItem>,
  agency: DemoAgency,
  people: { lead: string; evaluator: string },
): Promise<void> {
  const project = projects.get(OPENED_BID);
  if (!project) throw new Error(`Demo evaluation: no project "${OPENED_BID}"`);
  const { projectId } = project;
  const lead = await sessionOf(agency, people.lead);
  let setup = await saveEvaluationCriteria(
    lead,
    projectId,
    {
      criteria: [
        {
          name: 'Experience and references',
          description: 'Street-tree contracts of similar size in the last five years, with references.',
          points: 30,
        },
        {
          name: 'Planting and watering plan',
          description: 'Stock, planting method, the two years of watering and how failed trees are replaced.',
          points: 40,
        },
        { name: 'Schedule', description: 'Planting windows and crew numbers.', points: 30 },
      ],
      version: 0,
    },
    'en',
  );
  setup = await saveEvaluationTeam(
    lead,
    projectId,
    { evaluatorIds: [people.evaluator, people.lead], version: setup.version },
    'en',
  );
  const birchwood = setup.bidders.find((b) => b.companyName === DISQUALIFIED);
  if (!birchwood) throw new Error(`Demo evaluation: no bid of ${DISQUALIFIED}`);
  setup = await setSupplierStatus(
    lead,
    projectId,
    birchwood.submissionId,
    {
      status: 'disqualified',
      reason: 'No arborist certification enclosed, a mandatory requirement.',
      version: setup.version,
    },
    'en',
  );
  const compliant = (await getEvaluation(lead, projectId)).bidders.filter((b) => b.status === 'compliant');
  await declareConflicts(lead, projectId, {
    declarations: compliant.map((b) => ({ submissionId: b.submissionId, declaration: 'none' as const })),
  });
  for (const bidder of compliant) {
    const scores = LEAD_SCORES[bidder.companyName];
    if (!scores) throw new Error(`Demo evaluation: no scores for ${bidder.companyName}`);
    await saveScores(
      lead,
      projectId,
      bidder.submissionId,
      {
        scores: setup.criteria.map((c, i) => ({ criterionId: c.criterionId, score: scores[i]! })),
        submit: true,
        version: 1,
      },
      'en',
    );
  }
}
