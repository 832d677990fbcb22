/**
 * The one DynamoDB table, declared once: CDK creates it from this, the local runtime and the tests create
 * DynamoDB Local's table from it, and the entity modules name these same indexes and fields.
 * Keep this file free of imports so that CDK can read it without loading Lambda code.
 */
export const TABLE_KEYS = { pk: 'pk', sk: 'sk' } as const;

export const TABLE_INDEXES = [
  { indexName: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk' },
  { indexName: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk' },
] as const;

export type TableIndexName = (typeof TABLE_INDEXES)[number]['indexName'];

/** Records with this attribute (epoch seconds) are removed by DynamoDB's TTL; expiry is always also
 * checked on read, since TTL only cleans up eventually. */
export const TTL_ATTRIBUTE = 'expiresAt';

/** CreateTable input for the SDK (local runtime, tests); CDK builds the same from the constants above. */
export function createTableInput(tableName: string) {
  const attributes = [TABLE_KEYS.pk, TABLE_KEYS.sk, ...TABLE_INDEXES.flatMap((i) => [i.pk, i.sk])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.pk, KeyType: 'HASH' as const },
      { AttributeName: TABLE_KEYS.sk, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
      IndexName: index.indexName,
      KeySchema: [
        { AttributeName: index.pk, KeyType: 'HASH' as const },
        { AttributeName: index.sk, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
