/**
 * The award-approval workflow as deployed (decision 065): its state machine runs the ASL of
 * infra/workflows/award-approval.asl.json unchanged, waits on each member with the lambda:invoke
 * waitForTaskToken integration, and the Lambdas around it hold exactly the grants they need: the buyer's
 * group starts and stops executions, the approver's group answers task tokens, the project cleanup stops
 * executions, and the task Lambda touches nothing of Step Functions.
 */
import { readFileSync } from 'node:fs';
import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductFunction } from '../../infra/cdk/product-function.js';
import { resourcesOf, synthTenderbox, type SynthesisedApp } from './support/tenderbox-app.js';

let synth: SynthesisedApp;
beforeAll(async () => {
  synth = await synthTenderbox();
});

interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
}
const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

function allowed(fn: ProductFunction): Statement[] {
  const stack = Stack.of(fn);
  const roleId = stack.getLogicalId(fn.role.node.defaultChild as CfnElement);
  return Object.values(resourcesOf(Template.fromStack(stack), 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((s) => s.Effect === 'Allow');
}
const statesActions = (fn: ProductFunction) =>
  allowed(fn)
    .flatMap(actionsOf)
    .filter((a) => a.startsWith('states:'))
    .sort();

describe('the award-approval state machine', () => {
  it('is deployed from the ASL file unchanged, with its waitForTaskToken integration', () => {
    const machine = Object.values(
      resourcesOf(synth.templates.workflows, 'AWS::StepFunctions::StateMachine'),
    ).find((m) => JSON.stringify(m.Properties.StateMachineName).endsWith('-award-approval"'));
    expect(machine).toBeDefined();
    const deployed = machine!.Properties.DefinitionString as string;
    expect(deployed).toBe(readFileSync('infra/workflows/award-approval.asl.json', 'utf8'));
    const asl = JSON.parse(deployed) as {
      States: Record<string, { Type: string; Resource?: string; Parameters?: Record<string, unknown> }>;
    };
    const waits = Object.entries(asl.States).filter(
      ([, s]) => s.Resource === 'arn:aws:states:::lambda:invoke.waitForTaskToken',
    );
    expect(waits.map(([name]) => name).sort()).toEqual(['AwaitDecision', 'RemindAndAwait']);
    for (const [, state] of waits) {
      expect((state.Parameters!.Payload as Record<string, unknown>)['taskToken.$']).toBe('$$.Task.Token');
      expect(state.Parameters!.FunctionName).toBe('${AwardApprovalTaskFunctionArn}');
    }
    const task = synth.workflows.taskFunctions.get('award-approvals-task')!;
    const logicalId = synth.workflows.getLogicalId(task.function.node.defaultChild as never);
    expect(machine!.Properties.DefinitionSubstitutions).toEqual({
      AwardApprovalTaskFunctionArn: { 'Fn::GetAtt': [logicalId, 'Arn'] },
    });
  });

  it('grants: the buyer starts and stops, the approver answers tokens, the cleanup stops, the task nothing', () => {
    expect(statesActions(synth.api.groupFunctions.get('award-approvals')!)).toEqual([
      'states:StartExecution',
      'states:StopExecution',
    ]);
    expect(statesActions(synth.api.groupFunctions.get('award-approver')!)).toEqual([
      'states:SendTaskFailure',
      'states:SendTaskHeartbeat',
      'states:SendTaskSuccess',
    ]);
    expect(statesActions(synth.workflows.taskFunctions.get('projects-cleanup-job')!)).toContain(
      'states:StopExecution',
    );
    expect(statesActions(synth.workflows.taskFunctions.get('award-approvals-task')!)).toEqual([]);
    // The approver's Lambda reads the approval's files and writes none; the buyer's writes under projects/ only.
    const approverS3 = allowed(synth.api.groupFunctions.get('award-approver')!)
      .flatMap(actionsOf)
      .filter((a) => a.startsWith('s3:'));
    expect(approverS3.sort()).toEqual(['s3:GetObject', 's3:GetObjectVersion']);
    const stops = allowed(synth.api.groupFunctions.get('award-approvals')!).find((s) =>
      actionsOf(s).includes('states:StopExecution'),
    )!;
    // Executions of the award-approval machine only (<machine>:*), named per approval and round.
    expect(JSON.stringify(stops.Resource)).toMatch(/:execution:.*awardapproval.*":\*"/);
  });
});
