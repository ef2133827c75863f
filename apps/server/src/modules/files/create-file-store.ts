import { join } from 'node:path';
import type { Env } from '../../env';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

export type FileStoreEnv = Pick<
  Env,
  | 'FILE_STORE'
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

// Decision 017: a folder under DATA_DIR unless FILE_STORE=s3, as PGlite is unless DATABASE_URL.
export function createFileStore(env: FileStoreEnv): FileStore {
  if (env.FILE_STORE !== 's3') return createLocalFileStore(join(env.DATA_DIR, 'files'));
  // parseEnv refuses FILE_STORE=s3 without them; an Env built by hand may still lack them.
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('FILE_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3FileStore({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
