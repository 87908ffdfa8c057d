import { describe, expect, it } from 'vitest';
import { postgresTestsPassed } from './postgres-tests.ts';

describe('postgresTestsPassed', () => {
  it('counts the passed tests whose suite names PostgreSQL', () => {
    const report = {
      testResults: [
        {
          assertionResults: [
            { fullName: 'ledger on postgres posts a transfer', status: 'passed' },
            { fullName: 'ledger on pglite posts a transfer', status: 'passed' },
            { fullName: 'playing under concurrency, two instances on one PostgreSQL settles 50 plays', status: 'passed' },
            { fullName: 'ledger under concurrency (PostgreSQL only) keeps balances', status: 'skipped' },
            { fullName: 'wallet on postgres refuses', status: 'failed' },
          ],
        },
        {},
      ],
    };
    expect(postgresTestsPassed(report)).toBe(2);
    expect(postgresTestsPassed({})).toBe(0);
  });
});
