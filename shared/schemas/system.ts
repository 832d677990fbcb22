import * as z from 'zod/mini';
import { ZId } from './common.js';

export const ServiceNames = ['dynamodb', 's3', 'ses', 'stepfunctions', 'websocket'] as const;
export const ZServiceName = z.enum(ServiceNames);

export const ZServiceHealth = z.object({
  service: ZServiceName,
  status: z.enum(['up', 'down']),
  latencyMs: z.number(),
  detail: z.optional(z.string()),
});
export type TServiceHealth = z.infer<typeof ZServiceHealth>;

export const ZHealth = z.object({
  status: z.enum(['up', 'degraded']),
  version: z.string(),
  stage: z.string(),
  services: z.array(ZServiceHealth),
});
export type THealth = z.infer<typeof ZHealth>;

/**
 * What the public health check tells anyone (a load balancer, the footer): that the API answers, and its
 * version. A liveness answer: it asks no service (the deep check is the site administrators' route).
 */
export const ZHealthSummary = z.object({ status: z.literal('ok'), version: z.string() });
export type THealthSummary = z.infer<typeof ZHealthSummary>;

/**
 * The workflow probe: a one-step approval that waits on a task token, the pattern the award approvals
 * use. It proves the Step Functions path end to end (start, wait on a token, callback, finish).
 */
export const ZWorkflowProbeStart = z.object({
  note: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

export const ZWorkflowProbeDecision = z.object({
  decision: z.enum(['approved', 'declined']),
  comments: z.optional(z.string().check(z.maxLength(2000))),
});
export type TWorkflowProbeDecision = z.infer<typeof ZWorkflowProbeDecision>;

export const ZWorkflowProbePath = z.object({ probeId: ZId });

export const ZWorkflowProbe = z.object({
  probeId: ZId,
  note: z.string(),
  status: z.enum(['starting', 'waiting', 'deciding', 'approved', 'declined', 'failed']),
  decision: z.optional(z.string()),
  comments: z.optional(z.string()),
  executionArn: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWorkflowProbe = z.infer<typeof ZWorkflowProbe>;
