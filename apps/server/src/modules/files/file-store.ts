// Where uploaded files live (decision 017). Services see only this, so the local folder of a
// single server and the S3-compatible bucket of several behave the same.
type StoredObject = { bytes: Buffer; contentType: string };

export type FileStore = {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  // null when absent
  get(key: string): Promise<StoredObject | null>;
  // absent is fine
  delete(key: string): Promise<void>;
};

// Two plain segments (`<group>/<file id>`): a key is never a path of its own, so neither store
// can be walked out of its folder or bucket prefix by a key, and both accept the same keys.
const FILE_KEY = /^[A-Za-z0-9_-]{1,80}\/[A-Za-z0-9_-]{1,80}$/;

export function isFileKey(key: string): boolean {
  return FILE_KEY.test(key);
}

// Both stores call it first: a refused key is a bug in the caller, never a user's mistake.
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key.slice(0, 200))}`);
}
