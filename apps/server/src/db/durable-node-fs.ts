import { fsyncSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModule = Parameters<NodeFS['init']>[1];
type InitResult = Awaited<ReturnType<NodeFS['init']>>;
type PreRun = (module: {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd?: number }) => number } };
}) => void;

// PGlite 0.5's Node filesystem has no fsync operation, so Postgres' fsync() calls
// return without reaching the disk (and fdatasync is a no-op in Emscripten). Giving the
// filesystem a real fsync, plus wal_sync_method=fsync in the start parameters, makes a commit
// wait for its WAL to be on disk.
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: PostgresModule): Promise<InitResult> {
    const { emscriptenOpts } = await super.init(pg, options);
    const preRun = (emscriptenOpts.preRun ?? []) as PreRun[];
    const enableFsync: PreRun = (module) => {
      module.NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fsyncSync(stream.nfd);
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...preRun, enableFsync] } };
  }
}
