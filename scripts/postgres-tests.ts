// How many tests of a Vitest JSON report ran on PostgreSQL, so `npm test` can say so (and fail
// under CI=true when none did): the API suites name the database in their describe titles
// ("ledger on postgres", "… two instances on one PostgreSQL").

export interface VitestJsonReport {
  testResults?: { name?: string; assertionResults?: { fullName?: string; title?: string; status?: string }[] }[];
}

export function postgresTestsPassed(report: VitestJsonReport): number {
  let count = 0;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && /postgres/i.test(test.fullName ?? '')) count += 1;
    }
  }
  return count;
}
