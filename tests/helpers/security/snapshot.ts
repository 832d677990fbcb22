import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { SEALED_BID_ACCESS_REFUSED } from '../../../functions/core/submissions/sealed-access.js';

/**
 * "Nothing changed": the items of one agency read straight from the table (DynamoDB Local), so a refused
 * call is checked against what is stored, not against what the API chooses to show. A Scan is fine here:
 * this is a test of the local table, not product code (the product never scans:
 * ARCHITECTURE.md#where-each-kind-of-rule-lives).
 */
let client: DynamoDBDocumentClient | undefined;

function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const env = { ...inject('stackEnv'), ...process.env };
    client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
        region: env.AWS_REGION ?? 'us-east-1',
        credentials: {
          accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'local',
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'local',
        },
      }),
    );
  }
  return client;
}

function tableName(): string {
  const name = process.env.TABLE_NAME ?? inject('stackEnv').TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set: is the integration global setup running?');
  return name;
}

/** Sets come back as Set objects: sort them into arrays so that two reads compare equal. */
function normalise(value: unknown): unknown {
  if (value instanceof Set) return [...value].map(normalise).sort();
  if (Array.isArray(value)) return value.map(normalise);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, normalise((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Attributes that change without the data changing: a session's activity stamp. */
const VOLATILE = new Set(['lastActivityAt']);

export type Snapshot = Map<string, Record<string, unknown>>;

/**
 * Every item whose pk or gsi1pk names the agency, keyed by pk|sk, sessions left out (a refused call may
 * still have been made with a live session, and sessions are not the agency's data).
 */
export async function agencySnapshot(customerId: string): Promise<Snapshot> {
  const needle = customerId.toLowerCase();
  const items: Snapshot = new Map();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }),
    );
    for (const item of page.Items ?? []) {
      const keys = [item.pk, item.gsi1pk].map((k) => (typeof k === 'string' ? k.toLowerCase() : ''));
      if (!keys.some((k) => k.includes(needle))) continue;
      if (item.__edb_e__ === 'session') continue;
      // A one-time job's pointer comes and goes as background work of other tests on this shared stack (a
      // bid file's read-back, decision 059): the job's own records, not what a refused call could change.
      if (String(item.sk).toLowerCase().startsWith('$onetimeschedule')) continue;
      // A refused call on a bid is recorded by design (decision 061): the record of the refusal is not a
      // change of the agency's data. The sealed-bid walk checks these events one by one.
      if (item.action === SEALED_BID_ACCESS_REFUSED) continue;
      const kept = Object.fromEntries(Object.entries(item).filter(([key]) => !VOLATILE.has(key)));
      items.set(`${String(item.pk)}|${String(item.sk)}`, normalise(kept) as Record<string, unknown>);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

const brief = (text: string) => (text.length > 160 ? `${text.slice(0, 160)}…` : text);

/** What differs between two snapshots, one line per item added, removed or changed (attributes named). */
export function snapshotDiff(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const [key, item] of after) {
    const old = before.get(key);
    if (!old) lines.push(`added ${key}: ${brief(JSON.stringify(item))}`);
    else {
      const changed = [...new Set([...Object.keys(old), ...Object.keys(item)])].filter(
        (attribute) => JSON.stringify(old[attribute]) !== JSON.stringify(item[attribute]),
      );
      if (changed.length > 0)
        lines.push(
          `changed ${key}: ${changed
            .map(
              (a) =>
                `${a} ${brief(JSON.stringify(old[a]) ?? 'absent')} → ${brief(JSON.stringify(item[a]) ?? 'absent')}`,
            )
            .join(', ')}`,
        );
    }
  }
  for (const key of before.keys()) if (!after.has(key)) lines.push(`removed ${key}`);
  return lines;
}

/** The version attribute of the item that stores a record id (its sort key ends with the id). */
export function versionIn(snapshot: Snapshot, recordId: string): number | undefined {
  const suffix = `_${recordId.toLowerCase()}`;
  for (const [key, item] of snapshot) {
    const sk = key.slice(key.indexOf('|') + 1).toLowerCase();
    if (sk.endsWith(suffix) && typeof item.version === 'number') return item.version;
  }
  return undefined;
}
