// `npm run ops` against a listening server: the CLI runs as its own process, as an operator runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { users } from '../../server/db/schema.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, newPlayer, OPERATOR_TOKEN, type Player, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { cardPlayer, withdrawToCard, withdrawalRow } from './withdrawals-fixtures.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = path.join(root, 'scripts/ops.ts');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

describe.each(databases)('npm run ops on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  let url: string;
  let tokenDir: string;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    db = started.database.db;
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const address = started.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    url = `http://127.0.0.1:${address.port}`;
    tokenDir = mkdtempSync(path.join(tmpdir(), 'ops-cli-'));
  });
  afterAll(async () => {
    await started?.close();
    if (tokenDir) rmSync(tokenDir, { recursive: true, force: true });
  });

  /** Runs the CLI; never through the shell, so arguments arrive exactly as given. */
  function ops(args: string[], env: Record<string, string> = { OPS_TOKEN: OPERATOR_TOKEN }): Promise<CliResult> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [script, ...args],
        { cwd: root, env: { PATH: process.env.PATH ?? '', OPS_URL: url, ...env }, timeout: 30_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  async function playerWithWithdrawal(amount = '1000'): Promise<Player & { orderSn: string }> {
    const player = await cardPlayer(started, '5000', { cardNumber: '6222020055551234' });
    return { ...player, orderSn: await withdrawToCard(started.app, player, amount) };
  }

  it('help lists the commands', async () => {
    const result = await ops(['help']);
    expect(result.code).toBe(0);
    for (const command of ['withdrawals', 'approve <orderSn>', 'reject <orderSn> --reason', 'adjust <account> <±amount>', 'refund <orderSn>', 'ledger-check', 'agent-applications [--status', 'agent-approve <id>', 'agent-reject <id> --reason']) {
      expect(result.stdout).toContain(command);
    }
  });

  it('lists withdrawals in review with their account and card', async () => {
    const player = await playerWithWithdrawal('1234.5');
    const result = await ops(['withdrawals', '--status', 'review']);
    expect(result.code, result.stderr).toBe(0);
    const line = result.stdout.split('\n').find((l) => l.startsWith(player.orderSn));
    expect(line).toBeDefined();
    expect(line).toContain(player.account);
    expect(line).toContain('1234.5000');
    expect(line).toContain('review');
    expect(line).toContain('Sandbox Bank **** 1234');
    expect(result.stdout.split('\n')[0]).toMatch(/^ORDER\s+CREATED \(UTC\)\s+ACCOUNT\s+COINS\s+STATUS/);
  });

  it('approves a withdrawal; approving it again fails with the server’s message', async () => {
    const player = await playerWithWithdrawal();
    const approved = await ops(['approve', player.orderSn]);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout).toContain(`approved ${player.orderSn}: 1000.0000 coins of ${player.account}`);
    expect(approved.stdout).toContain('now withdrawing');
    expect((await withdrawalRow(db, player.orderSn)).status).toBe('withdrawing');

    const again = await ops(['approve', player.orderSn]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This withdrawal has already been handled. (WITHDRAWAL_NOT_PENDING, HTTP 409)');
  });

  it('rejects with a reason and the money returns; a reject without a reason is a usage error', async () => {
    const player = await playerWithWithdrawal('2000');
    const missing = await ops(['reject', player.orderSn]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--reason is required');
    expect((await withdrawalRow(db, player.orderSn)).status).toBe('review');

    const rejected = await ops(['reject', player.orderSn, '--reason', 'Name on the card is unreadable']);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`rejected ${player.orderSn}`);
    expect(rejected.stdout).toContain('now failed (Name on the card is unreadable)');
    expect(await balanceText(started.app, player.token)).toBe('5000.0000');
    await expectLedgerClean(db);
  });

  it('adjusts: a credit, a retried run with --key applied once, a debit beyond the balance fails', async () => {
    const player = await newPlayer(started.app);
    const credit = await ops(['adjust', player.account, '+250.5', '--reason', 'Tournament prize']);
    expect(credit.code, credit.stderr).toBe(0);
    expect(credit.stdout).toMatch(new RegExp(`^adjustment A\\d{18}: 250\\.5000 coins for ${player.account} — success; reason: Tournament prize`));

    const key = randomUUID();
    for (let i = 0; i < 2; i += 1) {
      const repeated = await ops(['adjust', player.account, '100', '--reason', 'Goodwill', '--key', key]);
      expect(repeated.code, repeated.stderr).toBe(0);
    }
    expect(await balanceText(started.app, player.token)).toBe('350.5000');

    const debit = await ops(['adjust', player.account, '-1000', '--reason=Chargeback']);
    expect(debit.code).toBe(1);
    expect(debit.stdout).toContain('-1000.0000 coins');
    expect(debit.stdout).toContain('FAILED (insufficient balance)');
    expect(await balanceText(started.app, player.token)).toBe('350.5000');

    const unknown = await ops(['adjust', 'nobody4242', '5', '--reason', 'Typo']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('This account could not be found. (USER_NOT_FOUND, HTTP 404)');

    const badAmount = await ops(['adjust', player.account, '1.00001', '--reason', 'Too precise']);
    expect(badAmount.code).toBe(1);
    expect(badAmount.stderr).toContain('HTTP 400');
    await expectLedgerClean(db);
  });

  it('passes a refund to the server and prints its refusal', async () => {
    const result = await ops(['refund', 'D209901010000000000']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error: .+ \(ORDER_NOT_FOUND, HTTP 404\)$/m);
  });

  it('reviews agent applications: list, approve (a new agent code), reject with a reason', async () => {
    const [first, second] = [await newPlayer(started.app), await newPlayer(started.app)];
    for (const player of [first, second]) {
      const res = await started.app.inject({ method: 'POST', url: calls.agentApply.path, headers: { token: player.token } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const listed = await ops(['agent-applications']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n')[0]).toMatch(/^ID\s+APPLIED \(UTC\)\s+ACCOUNT\s+STATUS/);
    const idOf = (account: string) => listed.stdout.split('\n').find((l) => l.includes(` ${account} `))?.split(/\s+/)[0];
    const [firstId, secondId] = [idOf(first.account), idOf(second.account)];
    expect(firstId).toMatch(/^\d+$/);
    expect(secondId).toMatch(/^\d+$/);

    const approved = await ops(['agent-approve', firstId!]);
    expect(approved.code, approved.stderr).toBe(0);
    const code = approved.stdout.match(/^approved application \d+ of \S+: agent code ([A-Z0-9]{8})$/m)?.[1];
    expect(code).toBeDefined();
    const [row] = await db.select().from(users).where(eq(users.id, first.userId));
    expect(row!.agentCode).toBe(code);
    const again = await ops(['agent-approve', firstId!]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('This agent application has already been reviewed. (AGENT_APPLICATION_NOT_PENDING, HTTP 409)');

    const noReason = await ops(['agent-reject', secondId!]);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--reason is required');
    const rejected = await ops(['agent-reject', secondId!, '--reason', 'Too new to the hall']);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`rejected application ${secondId} of ${second.account}; reason: Too new to the hall`);
    const rejectedList = await ops(['agent-applications', '--status', 'rejected']);
    expect(rejectedList.stdout).toMatch(new RegExp(`^${secondId}\\s.*${second.account}\\s+rejected\\s.*Too new to the hall$`, 'm'));
    const approvedList = await ops(['agent-applications', '--status=approved']);
    expect(approvedList.stdout).toContain(code);

    for (const bad of [['agent-approve', 'abc'], ['agent-approve'], ['agent-reject', '0', '--reason', 'x']]) {
      const res = await ops(bad);
      expect([bad.join(' '), res.code]).toEqual([bad.join(' '), 2]);
    }
    const unknownStatus = await ops(['agent-applications', '--status', 'maybe']);
    expect(unknownStatus.code).toBe(1);
    expect(unknownStatus.stderr).toContain('HTTP 400');
    const missing = await ops(['agent-approve', '2000000000']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('(AGENT_APPLICATION_NOT_FOUND, HTTP 404)');
  });

  it('checks the ledger', async () => {
    const result = await ops(['ledger-check']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('ok     all balances sum to zero per currency');
    expect(result.stdout.trim().split('\n').at(-1)).toBe('ledger clean');
  });

  it('reads the token the server wrote when OPS_TOKEN is unset, and a wrong token is refused', async () => {
    writeFileSync(path.join(tokenDir, 'operator-token'), `${OPERATOR_TOKEN}\n`, { mode: 0o600 });
    const fromFile = await ops(['ledger-check'], { DATA_DIR: tokenDir });
    expect(fromFile.code, fromFile.stderr).toBe(0);

    const wrong = await ops(['withdrawals'], { OPS_TOKEN: 'ops_wrong-token-0000000000000000' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Operator authentication required. (OPERATOR_UNAUTHORIZED, HTTP 401)');

    const none = await ops(['withdrawals'], { DATA_DIR: path.join(tokenDir, 'empty') });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no operator token');
  });

  it('an unknown command or option is a usage error', async () => {
    expect((await ops(['approve-all'])).code).toBe(2);
    expect((await ops(['withdrawals', '--colour', 'red'])).code).toBe(2);
    expect((await ops(['approve'])).code).toBe(2);
  });
});
