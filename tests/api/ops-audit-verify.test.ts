// `npm run ops -- audit-verify` on the database itself: exit 0 on an intact chain, 1 naming the
// first broken row once a row was changed behind the trigger's back (a superuser disabled it, in
// this test only). The real command in a child process, on a PGlite data directory and on a
// PostgreSQL database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '../../server/db/orm.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { recordAudit } from '../../server/modules/ops/audit/record-audit.ts';
import { bothDatabases, createTestDatabase } from './support/databases.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = path.join(root, 'scripts/ops.ts');

function auditVerify(env: Record<string, string>): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, 'audit-verify'], { cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, timeout: 180_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout: stdout + stderr });
    });
  });
}

async function writeRows(database: Database, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    await database.db.transaction((tx) =>
      recordAudit(tx as never, {
        operatorId: 1,
        operatorName: 'ops',
        sessionId: null,
        credentialId: null,
        ip: '127.0.0.1',
        userAgent: 'test',
        idempotencyKey: `key-${i}`,
        action: 'adjustment.create',
        targetType: 'adjustment',
        targetId: `A${i}`,
        before: null,
        after: { amount: `${i}.0000` },
        reason: `row ${i}`,
      }),
    );
  }
}

async function tamper(database: Database, id: number): Promise<void> {
  await database.db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_rewrite`);
  await database.db.execute(sql`UPDATE operator_audit SET after = '{"amount":"9999.0000"}' WHERE id = ${id}`);
  await database.db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_rewrite`);
}

describe.each(bothDatabases)('npm run ops -- audit-verify on %s', (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('exits 0 on an intact chain and 1 naming the first altered row', async () => {
    let env: Record<string, string>;
    let open: () => Promise<Database>;
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-audit-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir };
      open = () => openDatabase({ dataDir });
    } else {
      const created = await createTestDatabase();
      cleanups.push(created.drop);
      env = { DATABASE_URL: created.url };
      open = () => openDatabase({ url: created.url });
    }
    // PGlite's directory is one process's at a time: the test closes it before the command runs.
    let database = await open();
    await writeRows(database, 5);
    await database.close();

    const intact = await auditVerify(env);
    expect(intact.stdout).toContain('audit chain intact: 5 rows');
    expect(intact.code).toBe(0);

    database = await open();
    await tamper(database, 3);
    await database.close();
    const broken = await auditVerify(env);
    expect(broken.stdout).toContain('audit chain BROKEN at row 3');
    expect(broken.code).toBe(1);
  });
});
