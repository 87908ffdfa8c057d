import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-lockfile-'));
  dirs.push(dir);
  return dir;
}
/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('lockDataDir', () => {
  it('writes this pid, refuses a second claim while held, and removes the file on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a lock held by another running process', () => {
    const dir = tempDir();
    // pid 1 always runs (and is never this test).
    writeFileSync(path.join(dir, LOCK_FILE), '1\n');
    expect(() => lockDataDir(dir)).toThrow(/already open in process 1\b/);
  });

  it('takes over a lock whose process is gone, or that names this pid without this process holding it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    // A container restarted with the same pid finds its own old lock.
    writeFileSync(path.join(dir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir).release();
    // An empty or unreadable file is stale too.
    writeFileSync(path.join(dir, LOCK_FILE), '');
    lockDataDir(dir).release();
  });
});
