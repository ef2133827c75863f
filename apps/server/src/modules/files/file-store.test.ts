import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../env';
import { createFileStore } from './create-file-store';
import { isFileKey, type FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';
import { startS3rver } from '../../testing/s3rver';

const BUCKET = 'careers-files';
const REFUSED_KEYS = [
  '../x',
  'a/../../b',
  'a',
  'a/b/c',
  '',
  '/a/b',
  'a/b/',
  'a\\b',
  'a/b\0',
  'a/.',
];

const freshKey = () => `group/${randomUUID()}`;
const temporaryFolder = (name: string) => mkdtemp(join(tmpdir(), `careers-${name}-`));

const s3 = { endpoint: '', close: async () => {} };
beforeAll(async () => Object.assign(s3, await startS3rver(BUCKET)));
afterAll(() => s3.close());

type Opened = { store: FileStore; close: () => Promise<void> };

const STORES: { kind: FileStore['kind']; open: () => Promise<Opened> }[] = [
  {
    kind: 'local',
    open: async () => {
      const folder = await temporaryFolder('files');
      return {
        store: createLocalFileStore(join(folder, 'not-yet', 'files')),
        close: () => rm(folder, { recursive: true, force: true }),
      };
    },
  },
  {
    kind: 's3',
    open: () =>
      Promise.resolve({
        store: createS3FileStore({
          endpoint: s3.endpoint,
          region: 'us-east-1',
          bucket: BUCKET,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
        }),
        close: async () => {},
      }),
  },
];

describe.each(STORES)('the $kind file store', ({ kind, open }) => {
  let opened: Opened;
  const store = () => opened.store;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());

  it('says what it is', () => {
    expect(store().kind).toBe(kind);
  });

  it('gives back the bytes and content type it was given', async () => {
    const key = freshKey();
    await store().put(key, Buffer.from('%PDF-1.7 resume'), 'application/pdf');
    const got = await store().get(key);
    expect(got?.contentType).toBe('application/pdf');
    expect(got?.bytes.toString()).toBe('%PDF-1.7 resume');
    expect(Buffer.isBuffer(got?.bytes)).toBe(true);
  });

  it('overwrites a key, content type included', async () => {
    const key = freshKey();
    await store().put(key, Buffer.from('first'), 'text/plain; charset=utf-8');
    await store().put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    expect(await store().get(key)).toEqual({
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      contentType: 'image/png',
    });
  });

  it('answers null for a key never stored, and for one deleted', async () => {
    expect(await store().get(freshKey())).toBeNull();
    const key = freshKey();
    await store().put(key, Buffer.from('gone soon'), 'text/plain');
    await store().delete(key);
    expect(await store().get(key)).toBeNull();
  });

  it('deletes an absent key without complaint', async () => {
    await expect(store().delete(freshKey())).resolves.toBeUndefined();
  });

  it('keeps binary bytes intact, NUL bytes and 3 MB included', async () => {
    const small = freshKey();
    await store().put(small, new Uint8Array([0x00, 0xff, 0x00, 0x0a, 0x0d]), 'image/png');
    expect((await store().get(small))?.bytes).toEqual(Buffer.from([0x00, 0xff, 0x00, 0x0a, 0x0d]));

    const large = freshKey();
    const bytes = randomBytes(3 * 1024 * 1024);
    bytes[0] = 0x00;
    await store().put(large, bytes, 'application/pdf');
    const got = await store().get(large);
    // Compared in one go: a failing toEqual on 3 MB would print all of it.
    expect(got?.bytes.length).toBe(bytes.length);
    expect(got?.bytes.equals(bytes)).toBe(true);
  });

  it('refuses keys that are not two plain segments, before touching anything', async () => {
    for (const key of REFUSED_KEYS) {
      await expect(store().put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(Error);
      await expect(store().get(key), key).rejects.toThrow(Error);
      await expect(store().delete(key), key).rejects.toThrow(Error);
    }
  });
});

describe('the local file store on disk', () => {
  it('writes only the file and its content type under its folder, no temp files left', async () => {
    const folder = await temporaryFolder('files');
    try {
      const store = createLocalFileStore(join(folder, 'files'));
      await store.put('group/one', Buffer.from('a'), 'text/plain');
      await store.put('group/one', Buffer.from('b'), 'text/plain');
      for (const key of REFUSED_KEYS) await store.put(key, Buffer.from('x'), 'x').catch(() => {});
      expect(await readdir(folder, { recursive: true })).toEqual(
        expect.arrayContaining(['files', 'files/group', 'files/group/one', 'files/group/one.json']),
      );
      expect(await readdir(folder, { recursive: true })).toHaveLength(4);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('isFileKey', () => {
  it('takes two segments of letters, digits, _ and -, up to 80 each', () => {
    expect(isFileKey('group/9b2f6c1e-8a4d-4f1e-9c3b-2d5e7f8a9b0c')).toBe(true);
    expect(isFileKey(`${'a'.repeat(80)}/${'B_-9'.repeat(20)}`)).toBe(true);
    expect(isFileKey(`${'a'.repeat(81)}/b`)).toBe(false);
    expect(isFileKey('a/b\n')).toBe(false);
    expect(isFileKey('a/b.json')).toBe(false);
    for (const key of REFUSED_KEYS) expect(isFileKey(key), key).toBe(false);
  });
});

describe('createFileStore', () => {
  it('is a folder under DATA_DIR by default', async () => {
    const dataDir = await temporaryFolder('data');
    try {
      const store = createFileStore(parseEnv({ DATA_DIR: dataDir }));
      expect(store.kind).toBe('local');
      await store.put('group/file', Buffer.from('hello'), 'text/plain');
      expect(await readdir(join(dataDir, 'files', 'group'))).toContain('file');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is the S3 bucket the environment names when FILE_STORE=s3', async () => {
    const env = parseEnv({
      FILE_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    });
    const store = createFileStore(env);
    expect(store.kind).toBe('s3');
    const key = freshKey();
    await store.put(key, Buffer.from('in the bucket'), 'text/plain');
    expect((await store.get(key))?.bytes.toString()).toBe('in the bucket');
  });

  it('refuses an S3 environment without its bucket or keys', () => {
    const env = { ...parseEnv({}), FILE_STORE: 's3' as const };
    expect(() => createFileStore(env)).toThrow(/S3_BUCKET/);
  });
});

describe('parseEnv and the file store', () => {
  const problemsOf = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      if (error instanceof EnvError) return error.problems;
      throw error;
    }
  };

  it('defaults to the local store, us-east-1 and virtual-host addressing', () => {
    const env = parseEnv({ S3_ENDPOINT: '', S3_BUCKET: '' });
    expect(env.FILE_STORE).toBe('local');
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
    expect(env.S3_ENDPOINT).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
  });

  it('names each S3 setting FILE_STORE=s3 lacks, beside the other problems', () => {
    expect(problemsOf({ FILE_STORE: 's3', S3_BUCKET: 'files', PORT: 'many' })).toEqual([
      expect.stringMatching(/^PORT: /),
      'S3_ACCESS_KEY_ID: required when FILE_STORE=s3',
      'S3_SECRET_ACCESS_KEY: required when FILE_STORE=s3',
    ]);
    expect(problemsOf({ FILE_STORE: 's3', S3_BUCKET: '', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      'S3_BUCKET: required when FILE_STORE=s3',
      'S3_SECRET_ACCESS_KEY: required when FILE_STORE=s3',
    ]);
  });

  it('refuses an unknown store, an endpoint that is no http(s) URL and a bad flag', () => {
    const problems = problemsOf({
      FILE_STORE: 'ftp',
      S3_ENDPOINT: 'minio:9000',
      S3_FORCE_PATH_STYLE: 'maybe',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'FILE_STORE',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
    ]);
  });

  it('reads a complete S3 configuration', () => {
    const env = parseEnv({
      FILE_STORE: 's3',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({
      FILE_STORE: 's3',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_REGION: 'eu-central-1',
      S3_FORCE_PATH_STYLE: true,
    });
  });
});
