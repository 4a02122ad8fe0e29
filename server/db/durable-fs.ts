import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = Parameters<NodeFS['init']>[1];
type PreRun = (mod: { FS: { filesystems: { NODEFS: { stream_ops: Record<string, unknown> } } } }) => void;

/**
 * PGlite's on-disk file system with a working fsync. Emscripten's NODEFS has none (its stream_ops lack
 * `fsync`, so the WASI fd_sync under PostgreSQL's fsync() returned success without flushing), and PGlite
 * starts PostgreSQL with `-F` (fsync off) anyway: a commit reached the kernel's page cache, not the disk.
 * A power cut or kernel crash could then lose acknowledged answers and coins, and — fsync off also lets
 * data pages reach the disk before their WAL — leave the database corrupt. Here fsync() is Node's
 * fsyncSync on the real file, and the engine runs with fsync on and wal_sync_method=fsync
 * (embedded-process.ts; with the default fdatasync, strace saw no flush at all per commit: PGlite's libc
 * does not route fdatasync() to fd_sync). Each commit is on disk before it returns, as on PostgreSQL.
 */
export class DurableNodeFS extends NodeFS {
  /** `sync`: how a file is flushed (a test counts the calls). */
  constructor(
    dataDir: string,
    private readonly sync: (fd: number) => void = fsyncSync,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const flush: PreRun = (mod) => {
      mod.FS.filesystems.NODEFS.stream_ops.fsync = (stream: { nfd?: number }) => {
        if (stream.nfd !== undefined) this.sync(stream.nfd);
        return 0;
      };
    };
    const preRun = [...((emscriptenOpts.preRun as PreRun[] | undefined) ?? []), flush];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } as Partial<PostgresMod> };
  }
}

/** PGlite's start parameters without `-F` (fsync off), flushing with fsync() (see DurableNodeFS). */
export const durableStartParams = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];
