/**
 * cdk-nag 3 acknowledgements (CDK's Validations API). Every acknowledgement carries the reason it is
 * acceptable; see docs/decisions/003-cdk-stacks.md for the policy.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

export interface Acknowledgement {
  /** Rule id, e.g. AwsSolutions-APIG4, or one finding: AwsSolutions-IAM5[Resource::*] */
  id: string;
  reason: string;
}

/** Acknowledges rules on a construct and everything under it. */
export function acknowledge(scopes: IConstruct | IConstruct[], acknowledgements: Acknowledgement[]): void {
  for (const scope of Array.isArray(scopes) ? scopes : [scopes]) {
    for (const a of acknowledgements) Validations.of(scope).acknowledge(a);
  }
}

export interface WildcardAllowance {
  /** The wildcard resource exactly as granted, e.g. bucket.arnForObjects('*') */
  resource: string;
  reason: string;
}

/**
 * cdk-nag 3 acknowledges IAM5 one exact finding at a time, and a finding names the resolved ARN — for a
 * cross-stack resource, an import whose export name exists only once references are resolved. So the
 * finding is computed in a construct validation, which CDK runs after references are resolved and before
 * the policy-validation plugins (cdk-nag) read the acknowledgements. Only the named resources are allowed.
 */
export function allowWildcards(scope: IConstruct, allowances: WildcardAllowance[]): void {
  scope.node.addValidation({
    validate: () => {
      for (const allowance of allowances) {
        const finding = `Resource::${flattenCfnReference(Stack.of(scope).resolve(allowance.resource))}`;
        Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason: allowance.reason });
      }
      return [];
    },
  });
}
