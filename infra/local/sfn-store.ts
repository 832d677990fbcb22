import { ConditionalCheckFailedException, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

export type TaskOutcome =
  { type: 'success'; output: string } | { type: 'failure'; error: string; cause: string };

/**
 * One execution of the local Step Functions, as stored: enough to describe it, and for a running one
 * the checkpoint it resumes from after a restart (the top-level state it was in and that state's input),
 * plus, when that state waits on a task token, the token, its deadline and any outcome already sent.
 */
export interface ExecutionRecord {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  /** JSON text */
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  /** ISO 8601 */
  startDate: string;
  stopDate?: string;
  stateName?: string;
  /** JSON text: the raw input of stateName */
  stateInput?: string;
  /** epoch ms */
  enteredAt?: number;
  token?: string;
  /** JSON text: the evaluated Parameters the waiting task was invoked with */
  taskInput?: string;
  /** epoch ms: the waiting task's TimeoutSeconds deadline */
  timeoutAt?: number;
  /** epoch ms: the end of a Wait state */
  waitUntil?: number;
  taskOutcome?: TaskOutcome;
}

/** Fields to set; null removes the attribute. */
export type RecordPatch = {
  [K in Exclude<keyof ExecutionRecord, 'executionArn'>]?: ExecutionRecord[K] | null;
};

export interface ExecutionStore {
  /** false when an execution with this ARN exists */
  create(record: ExecutionRecord): Promise<boolean>;
  get(executionArn: string): Promise<ExecutionRecord | undefined>;
  /** false when `expectedToken` is given and the record no longer waits on it */
  update(executionArn: string, patch: RecordPatch, expectedToken?: string): Promise<boolean>;
  listByStateMachine(stateMachineArn: string): Promise<ExecutionRecord[]>;
  listRunning(): Promise<ExecutionRecord[]>;
}

export function sfnTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'executionArn', AttributeType: 'S' },
      { AttributeName: 'stateMachineArn', AttributeType: 'S' },
      { AttributeName: 'startDate', AttributeType: 'S' },
    ],
    KeySchema: [{ AttributeName: 'executionArn', KeyType: 'HASH' }],
    GlobalSecondaryIndexes: [
      {
        IndexName: 'byStateMachine',
        KeySchema: [
          { AttributeName: 'stateMachineArn', KeyType: 'HASH' },
          { AttributeName: 'startDate', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}

export interface UpdateParts {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** SET for values, REMOVE for nulls; undefined fields are left alone. */
export function buildUpdate(patch: RecordPatch): UpdateParts {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(patch).forEach(([field, value], i) => {
    if (value === undefined) return;
    names[`#f${i}`] = field;
    if (value === null) removes.push(`#f${i}`);
    else {
      values[`:v${i}`] = value;
      sets.push(`#f${i} = :v${i}`);
    }
  });
  if (sets.length === 0 && removes.length === 0) throw new Error('Empty update');
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const parts: UpdateParts = { UpdateExpression: expression, ExpressionAttributeNames: names };
  if (Object.keys(values).length > 0) parts.ExpressionAttributeValues = values;
  return parts;
}

/** Applies a patch to a plain record: the in-memory store of the unit tests, and nothing else. */
export function applyPatch(record: ExecutionRecord, patch: RecordPatch): ExecutionRecord {
  const next: Record<string, unknown> = { ...record };
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  return next as unknown as ExecutionRecord;
}

export class DynamoExecutionStore implements ExecutionStore {
  private readonly doc: DynamoDBDocumentClient;

  constructor(
    client: DynamoDBClient,
    private readonly tableName: string,
  ) {
    this.doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  }

  async create(record: ExecutionRecord): Promise<boolean> {
    try {
      await this.doc.send(
        new PutCommand({
          TableName: this.tableName,
          Item: record,
          ConditionExpression: 'attribute_not_exists(executionArn)',
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async get(executionArn: string): Promise<ExecutionRecord | undefined> {
    const result = await this.doc.send(
      new GetCommand({ TableName: this.tableName, Key: { executionArn }, ConsistentRead: true }),
    );
    return result.Item as ExecutionRecord | undefined;
  }

  async update(executionArn: string, patch: RecordPatch, expectedToken?: string): Promise<boolean> {
    const parts = buildUpdate(patch);
    const condition =
      expectedToken === undefined
        ? 'attribute_exists(executionArn)'
        : 'attribute_exists(executionArn) AND #expectedToken = :expectedToken';
    if (expectedToken !== undefined) {
      parts.ExpressionAttributeNames['#expectedToken'] = 'token';
      parts.ExpressionAttributeValues = {
        ...parts.ExpressionAttributeValues,
        ':expectedToken': expectedToken,
      };
    }
    try {
      await this.doc.send(
        new UpdateCommand({
          TableName: this.tableName,
          Key: { executionArn },
          ConditionExpression: condition,
          ...parts,
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async listByStateMachine(stateMachineArn: string): Promise<ExecutionRecord[]> {
    const items: ExecutionRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new QueryCommand({
          TableName: this.tableName,
          IndexName: 'byStateMachine',
          KeyConditionExpression: 'stateMachineArn = :arn',
          ExpressionAttributeValues: { ':arn': stateMachineArn },
          ScanIndexForward: false,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((page.Items ?? []) as ExecutionRecord[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }

  /** Once per start, on a local table of executions: a scan is the honest tool here. */
  async listRunning(): Promise<ExecutionRecord[]> {
    const items: ExecutionRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.doc.send(
        new ScanCommand({
          TableName: this.tableName,
          FilterExpression: '#status = :running',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':running': 'RUNNING' },
          ConsistentRead: true,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...((page.Items ?? []) as ExecutionRecord[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return items;
  }
}

/** The same contract in memory: the engine's unit tests run on it. */
export class MemoryExecutionStore implements ExecutionStore {
  readonly records = new Map<string, ExecutionRecord>();

  async create(record: ExecutionRecord): Promise<boolean> {
    if (this.records.has(record.executionArn)) return false;
    this.records.set(record.executionArn, structuredClone(record));
    return true;
  }

  async get(executionArn: string): Promise<ExecutionRecord | undefined> {
    const record = this.records.get(executionArn);
    return record ? structuredClone(record) : undefined;
  }

  async update(executionArn: string, patch: RecordPatch, expectedToken?: string): Promise<boolean> {
    const record = this.records.get(executionArn);
    if (!record || (expectedToken !== undefined && record.token !== expectedToken)) return false;
    this.records.set(executionArn, applyPatch(record, structuredClone(patch)));
    return true;
  }

  async listByStateMachine(stateMachineArn: string): Promise<ExecutionRecord[]> {
    return [...this.records.values()]
      .filter((r) => r.stateMachineArn === stateMachineArn)
      .sort((a, b) => b.startDate.localeCompare(a.startDate))
      .map((r) => structuredClone(r));
  }

  async listRunning(): Promise<ExecutionRecord[]> {
    return [...this.records.values()].filter((r) => r.status === 'RUNNING').map((r) => structuredClone(r));
  }
}
