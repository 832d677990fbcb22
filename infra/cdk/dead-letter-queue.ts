/**
 * A dead-letter queue (decision 076): where a schedule's target or an asynchronous invocation leaves what it
 * could not deliver or run, once its retries are spent. Kept 14 days (SQS's longest), encrypted with SSE-SQS
 * (EventBridge and Lambda send to it with no key grant), reachable over TLS only. The operations stack alarms
 * on its first visible message; docs/operations.md says how to read and redrive it.
 */
import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from './nag.js';

export const DEAD_LETTER_RETENTION = Duration.days(14);

export interface DeadLetterQueueProps {
  /** The queue's name, which the operator finds in the console and the alarm names */
  queueName: string;
  /** What lands here, for the alarm's description */
  purpose: string;
}

export class DeadLetterQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly purpose: string;

  constructor(scope: Construct, id: string, props: DeadLetterQueueProps) {
    super(scope, id);
    this.purpose = props.purpose;
    this.queue = new sqs.Queue(this, 'Queue', {
      queueName: props.queueName,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: DEAD_LETTER_RETENTION,
    });
    acknowledge(this.queue, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself a dead-letter queue (of an EventBridge target and a Lambda’s asynchronous ' +
          'invocations); what fails here is read by an operator, alerted by its alarm, not retried again.',
      },
    ]);
  }
}
