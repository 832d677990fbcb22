/**
 * Stopping an award approval's execution (decision 065), apart from the links and emails so that the
 * project's cleanup job, which also stops them, bundles no email client.
 */
import { StopExecutionCommand } from '@aws-sdk/client-sfn';
import { sfn } from '../aws/sfn.js';
import { logger } from '../logger.js';

/**
 * Stops an approval's execution (a correction, a cancel, a delete, the project's cleanup). One already
 * ended, or never started, is fine: the approval's record, not the execution, says what holds.
 */
export async function stopAwardApprovalExecution(
  executionArn: string | undefined,
  cause: string,
): Promise<void> {
  if (!executionArn) return;
  try {
    await sfn.send(new StopExecutionCommand({ executionArn, cause }));
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionDoesNotExist') return;
    logger.warn('Award approval execution not stopped', { executionArn, error: error as Error });
    throw error;
  }
}
