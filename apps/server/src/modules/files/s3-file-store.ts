import type * as S3 from '@aws-sdk/client-s3';
import { assertFileKey, type FileStore } from './file-store';

export type S3FileStoreOptions = {
  // Empty for AWS itself; the address of MinIO, Ceph, R2 and the like otherwise.
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  // `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted servers need it.
  forcePathStyle: boolean;
};

// GetObject of an absent key answers NoSuchKey (404); without s3:ListBucket, AWS answers 403
// instead, which stays an error: the store cannot tell absent from forbidden then.
function isAbsent(sdk: typeof S3, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

type Connection = { sdk: typeof S3; client: S3.S3Client };

export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const { bucket } = options;
  // The SDK is loaded on first use: importing it costs about 200 ms, which every start of a
  // server on the local store would pay otherwise (the start budget is 5 s).
  let connection: Promise<Connection> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: {
          accessKeyId: options.accessKeyId,
          secretAccessKey: options.secretAccessKey,
        },
        // The SDK's default CRC checksums (since early 2025) are refused by several
        // S3-compatible servers; send and check them only where S3 requires one.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
        return {
          bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isAbsent(sdk, error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertFileKey(key);
      const { sdk, client } = await connect();
      // S3 answers 204 whether the key was there or not.
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
