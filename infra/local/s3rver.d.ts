// s3rver ships no types; only what the local runtime uses is declared.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export default S3rver;
}

declare module 's3rver/lib/models/account.js' {
  interface AWSAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  }
  export const DUMMY_ACCOUNT: AWSAccount;
}

declare module 's3rver/lib/stores/filesystem.js' {
  class FilesystemStore {
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
    putObjectMultipart(
      bucket: string,
      uploadId: string,
      parts: { number: number; etag: string }[],
    ): Promise<{ md5: string; size: number }>;
  }
  export default FilesystemStore;
}

declare module 's3rver/lib/models/error.js' {
  class S3Error extends Error {
    constructor(code: string, message: string, detail?: Record<string, unknown>);
  }
  export default S3Error;
}

declare module 's3rver/lib/models/object.js' {
  class S3Object {
    constructor(bucket: string, key: string, content: unknown, metadata: Record<string, string>);
    /** The metadata S3 keeps (content type defaulted, x-amz-meta-*), as s3rver's own complete stores it */
    metadata: Record<string, string>;
  }
  export default S3Object;
}
