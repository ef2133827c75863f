// A lazy chunk that fails or takes longer than 120 s raises a ChunkLoadError.
// The first failure reloads the page once (a new deploy replaced the hashed files); a second
// one reaches the error screen.
const CHUNK_LOAD_TIMEOUT_MS = 120_000;
const RELOADED_KEY = 'careers:chunk-reloaded';

export type ChunkLoadErrorType = 'timeout' | 'missing';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkLoadErrorType;
  readonly request: string;

  constructor(type: ChunkLoadErrorType, request: string, cause?: unknown) {
    super(`Loading chunk failed (${type}: ${request})`, { cause });
    this.type = type;
    this.request = request;
  }
}

function addressOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.js)/.exec(message)?.[1] ?? 'unknown';
}

export type LoadChunkOptions = { timeoutMs?: number; reload?: () => void; storage?: Storage };

export async function loadChunk<T>(
  load: () => Promise<T>,
  options: LoadChunkOptions = {},
): Promise<T> {
  // On the server (decision 014) a chunk is a file on disk: nothing to time out or reload.
  if (typeof window === 'undefined') return load();
  const storage = options.storage ?? window.sessionStorage;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new ChunkLoadError('timeout', 'unknown'));
    }, options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([load(), timeout]);
    storage.removeItem(RELOADED_KEY);
    return loaded;
  } catch (error) {
    const chunkError =
      error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError('missing', addressOf(error), error);
    if (storage.getItem(RELOADED_KEY) === null) {
      storage.setItem(RELOADED_KEY, '1');
      (
        options.reload ??
        (() => {
          window.location.reload();
        })
      )();
      // The page is going away; never settle so nothing renders in between.
      return await new Promise<T>(() => undefined);
    }
    storage.removeItem(RELOADED_KEY);
    throw chunkError;
  } finally {
    clearTimeout(timer);
  }
}
