/**
 * The stateful resources: the one DynamoDB table and the documents and exports buckets. Kept in their own
 * stack, retained on delete, so that redeploying or removing the compute stacks never touches data.
 */
import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.js';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/core/db/table-definition.js';

export interface DataStackProps extends StackProps {
  /** Origins the browser app is served from: presigned PUTs and GETs come from there */
  appOrigins: string[];
}

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly documentsBucket: s3.Bucket;
  readonly exportsBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);

    // Built from the same declaration as the local table, so keys and indexes cannot drift.
    const stringKey = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(TABLE_KEYS.pk),
      sortKey: stringKey(TABLE_KEYS.sk),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: stringKey(index.pk),
        sortKey: stringKey(index.sk),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Server access logs of the two data buckets: evidence of who fetched which bid document.
    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogs', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(400) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(this.accessLogsBucket, [
      {
        id: 'AwsSolutions-S1',
        reason: 'This is the server access-logs bucket itself; logging it into itself would loop.',
      },
    ]);

    const cors: s3.CorsRule[] = [
      {
        // Browsers upload bid parts straight to S3 and need the ETag of each part to complete the upload.
        allowedMethods: [s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
        allowedOrigins: props.appOrigins,
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ];
    const abortIncompleteUploads: s3.LifecycleRule = {
      id: 'abort-incomplete-multipart-uploads',
      abortIncompleteMultipartUploadAfter: Duration.days(2),
    };

    // SSE-S3 rather than KMS: presigned uploads then need no key grants, and data is still encrypted at rest.
    this.documentsBucket = new s3.Bucket(this, 'Documents', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      cors,
      lifecycleRules: [
        abortIncompleteUploads,
        { id: 'expire-old-versions', noncurrentVersionExpiration: Duration.days(90) },
      ],
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'documents/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Exports are regenerated on demand: keep them a week.
    this.exportsBucket = new s3.Bucket(this, 'Exports', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      cors,
      lifecycleRules: [abortIncompleteUploads, { id: 'expire-exports', expiration: Duration.days(7) }],
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'exports/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
