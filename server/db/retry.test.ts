import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRetryableConflict, retryConflicts } from './retry.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
// How drizzle wraps a driver error.
const wrapped = (code: string) => new Error('Failed query', { cause: pgError(code) });

describe('retryConflicts', () => {
  it('knows 40001 and 40P01, wrapped or not, and nothing else', () => {
    expect(isRetryableConflict(pgError('40001'))).toBe(true);
    expect(isRetryableConflict(wrapped('40P01'))).toBe(true);
    expect(isRetryableConflict(wrapped('23505'))).toBe(false);
    expect(isRetryableConflict(new Error('plain'))).toBe(false);
  });

  it('runs the unit again after jittered, growing pauses until it succeeds', async () => {
    const pauses: number[] = [];
    let runs = 0;
    const value = await retryConflicts(
      async () => {
        runs++;
        if (runs < 4) throw wrapped(runs % 2 ? '40001' : '40P01');
        return 'booked';
      },
      { baseDelayMs: 10, maxDelayMs: 30, random: () => 0.5, sleep: async (ms) => void pauses.push(ms) },
    );
    expect(value).toBe('booked');
    expect(runs).toBe(4);
    expect(pauses).toEqual([5, 10, 15]);
  });

  it('throws any other error at once, and the last conflict once the attempts are spent', async () => {
    let runs = 0;
    await expect(
      retryConflicts(
        async () => {
          runs++;
          throw wrapped('23505');
        },
        { sleep: async () => {} },
      ),
    ).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
    runs = 0;
    await expect(
      retryConflicts(
        async () => {
          runs++;
          throw pgError('40001');
        },
        { attempts: 3, sleep: async () => {} },
      ),
    ).rejects.toThrow('pg 40001');
    expect(runs).toBe(3);
  });

  it('stops retrying once the time is spent, whatever attempts are left', async () => {
    let clock = 0;
    let runs = 0;
    await expect(
      retryConflicts(
        async () => {
          runs++;
          clock += 400;
          throw pgError('40001');
        },
        { maxTotalMs: 1000, sleep: async () => {}, now: () => clock },
      ),
    ).rejects.toThrow('pg 40001');
    expect(runs).toBe(3);
  });

  it('pauses grow up to the cap and stay under it (default cap 1 s)', async () => {
    const pauses: number[] = [];
    let runs = 0;
    await retryConflicts(
      async () => {
        if (++runs < 12) throw pgError('40P01');
      },
      { random: () => 1, sleep: async (ms) => void pauses.push(ms) },
    );
    expect(pauses).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1000, 1000, 1000]);
  });

  it('runs the retries of one line one at a time, and other lines beside them', async () => {
    const owner = {};
    const events: string[] = [];
    const unit = (name: string, line: string) => {
      let runs = 0;
      return retryConflicts(
        async () => {
          if (++runs === 1) throw pgError('40001');
          events.push(`${name} starts`);
          await new Promise((resolve) => setTimeout(resolve, 5));
          events.push(`${name} ends`);
        },
        { line: { owner, key: line }, sleep: async () => {} },
      );
    };
    await Promise.all([unit('a', 'user:1'), unit('b', 'user:1'), unit('c', 'user:1'), unit('x', 'user:2')]);
    const one = events.filter((e) => !e.startsWith('x'));
    expect(one).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    // user:2's retry did not wait for user:1's line.
    expect(events.indexOf('x starts')).toBeLessThan(events.indexOf('a ends'));
  });
});

// Every top-level transaction goes through the retry helper; a savepoint (tx.transaction, inner) is
// part of its caller's unit and is not retried on its own.
describe('the server’s transactions', () => {
  it('all begin through transactionWithRetry', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && path !== join('server', 'db', 'retry.ts')) {
          readFileSync(path, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/(^|[^.\w])(deps\.)?(db|database)\.transaction\(/.test(line)) offenders.push(`${path}:${i + 1}`);
            });
        }
      }
    };
    walk('server');
    walk('scripts');
    expect(offenders).toEqual([]);
  });
});
