// One writer on an embedded database: PGlite keeps no lock of its own, and two processes opening
// one data directory both acknowledge writes while whichever closes last overwrites the other's.
// The directory is claimed with a lock file that holds the owner's pid, created exclusively
// (written beside it, then hard-linked to its name, which fails if the name exists, so it is never
// seen half-written). A file whose pid no longer runs (a crash, `kill -9`) is stale and taken over;
// so is one naming this very pid that this process does not hold (a container restarted as pid 1).
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'game-hall.lock';

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already open in process ${pid}. PGlite takes one process only; ` +
        'stop the other one, or run several processes on one PostgreSQL with DATABASE_URL (README, "Running several processes").',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's; safe to call twice. */
  release(): void;
}

/** Lock files this process holds. */
const held = new Set<string>();

function running(pid: number, file: string): boolean {
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the pid runs under another user, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes a file holding this pid under `file`'s name atomically (link fails if the name exists), so it is never seen half-written. */
function createHeld(file: string): boolean {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${process.pid}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(temp);
  }
}

function removeIfHeldBy(file: string, pid: number | null) {
  if (ownerOf(file) !== pid) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/** Claims `dataDir` (which must exist) for this process, or throws DataDirLockedError naming the holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  // Taking over a stale lock happens under a second lock file, so that of two processes finding
  // the same stale lock, one removes it and claims the directory and the other then finds it held.
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createHeld(file)) {
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        held.delete(file);
        removeIfHeldBy(file, process.pid);
      };
      // A process that exits without closing the database (process.exit after an error) leaves no lock.
      process.on('exit', release);
      return { release };
    }
    const pid = ownerOf(file);
    // A live holder (this process included: one open per process too) keeps it.
    if (pid !== null && running(pid, file)) throw new DataDirLockedError(dataDir, pid);
    if (createHeld(takeover)) {
      try {
        // Still the same stale holder (no one took over between our read and now): removed.
        if (ownerOf(file) === pid) removeIfHeldBy(file, pid);
      } finally {
        removeIfHeldBy(takeover, process.pid);
      }
    } else {
      // Someone else is taking over; a takeover file left by a crashed process is removed.
      const taker = ownerOf(takeover);
      if (taker !== null && !running(taker, takeover)) removeIfHeldBy(takeover, taker);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
  }
  throw new Error(`Could not claim ${file}: it keeps changing; is another process starting on ${dataDir}?`);
}
