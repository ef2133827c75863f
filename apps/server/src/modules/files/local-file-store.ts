import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertFileKey, type FileStore } from './file-store';

// The content type sits beside the bytes in `<name>.json`, so the data file stays the file the
// candidate sent. Key segments never hold a dot, so neither it nor a temp file can be a key.
type Sidecar = { contentType: string };

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ENOENT';

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

// Written to a temp file in the same folder and renamed over the target: a reader sees the old
// file or the new one, never half of one. Synced (file, then folder) because the database's
// commits are durable: a row committed after `put` must not outlive its file in a power cut.
async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temp = join(dirname(path), `.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

// The renames themselves reach the disk with the folder's entries.
async function syncFolder(path: string): Promise<void> {
  // Some platforms (Windows) cannot open a folder to sync it.
  const handle = await open(path, 'r').catch(() => null);
  if (handle === null) return;
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function createLocalFileStore(rootDir: string): FileStore {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    assertFileKey(key);
    const path = resolve(root, key);
    // The key's shape already rules this out; a second look costs nothing.
    if (!path.startsWith(root + sep)) throw new Error(`File key outside the store: ${key}`);
    return { data: path, sidecar: `${path}.json` };
  };

  return {
    kind: 'local',
    async put(key, bytes, contentType) {
      const paths = pathOf(key);
      await mkdir(dirname(paths.data), { recursive: true });
      // Data first, sidecar last: the sidecar is what makes a key present, so a reader never
      // finds a new key without its bytes.
      await writeAtomically(paths.data, bytes);
      const sidecar: Sidecar = { contentType };
      await writeAtomically(paths.sidecar, Buffer.from(JSON.stringify(sidecar)));
      await syncFolder(dirname(paths.data));
    },
    async get(key) {
      const paths = pathOf(key);
      const sidecar = await readOrNull(paths.sidecar);
      if (sidecar === null) return null;
      const bytes = await readOrNull(paths.data);
      if (bytes === null) return null;
      const { contentType } = JSON.parse(sidecar.toString('utf8')) as Sidecar;
      return { bytes, contentType };
    },
    async delete(key) {
      const paths = pathOf(key);
      // Sidecar first, the reverse of `put`: the key is gone before its bytes are.
      await rm(paths.sidecar, { force: true });
      await rm(paths.data, { force: true });
    },
  };
}
