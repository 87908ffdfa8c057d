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
});
