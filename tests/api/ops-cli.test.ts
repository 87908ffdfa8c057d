// `npm run ops` against a listening server: the CLI runs as its own process, as an operator runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import type { Db } from '../../server/db/database.ts';
import { users } from '../../server/db/schema.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, newPlayer, OPERATOR_TOKEN, type Player, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { cardPlayer, withdrawToCard, withdrawalRow } from './withdrawals-fixtures.ts';
import { submitKyc } from './support/kyc.ts';
import { codeAt, enrolledOperator, operatorCredential, testOpsIdentity } from './support/operators.ts';

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
    started = await startWalletApp(kind, { opsIdentity: testOpsIdentity() });
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
    for (const command of ['withdrawals', 'approve <orderSn>', 'reject <orderSn> --reason', 'adjust <account> <±amount>', 'refund <orderSn>', 'ledger-check', 'agent-applications [--status', 'agent-approve <id>', 'agent-reject <id> --reason', 'kyc-list [--status', 'kyc-image <id>', 'kyc-approve <id>', 'kyc-reject <id> --reason', 'letter-send --user <account> --file', 'letter-broadcast --file']) {
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

  it('reviews KYC submissions: list, save a photo, approve, reject with a reason', async () => {
    const [first, second] = [await newPlayer(started.app), await newPlayer(started.app)];
    const [firstId, secondId] = [await submitKyc(started.app, first), await submitKyc(started.app, second)];
    const listed = await ops(['kyc-list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n')[0]).toMatch(/^ID\s+SUBMITTED \(UTC\)\s+ACCOUNT\s+STATUS/);
    expect(listed.stdout).toMatch(new RegExp(`^${firstId}\\s.*${first.account}\\s+pending`, 'm'));

    const out = path.join(tokenDir, `kyc-${firstId}-back.png`);
    const saved = await ops(['kyc-image', String(firstId), 'back', '--out', out]);
    expect(saved.code, saved.stderr).toBe(0);
    expect(saved.stdout).toContain(`saved back photo of KYC submission ${firstId} to ${out} (image/png,`);
    const served = await started.app.inject({ method: 'POST', url: calls.userGetKyc.path, headers: { token: first.token }, payload: { id: firstId, side: 'back' } });
    expect(readFileSync(out).equals(Buffer.from(served.json().data.data, 'base64'))).toBe(true);
    expect(statSync(out).mode & 0o077).toBe(0);
    const overwrite = await ops(['kyc-image', String(firstId), 'back', '--out', out]);
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain('it exists already');

    const approved = await ops(['kyc-approve', String(firstId)]);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout.trim()).toBe(`approved KYC submission ${firstId} of ${first.account}`);
    const again = await ops(['kyc-approve', String(firstId)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('(KYC_NOT_PENDING, HTTP 409)');
    expect((await ops(['kyc-reject', String(secondId)])).code).toBe(2);
    const rejected = await ops(['kyc-reject', String(secondId), '--reason', 'The photo is blurred']);
    expect(rejected.stdout.trim()).toBe(`rejected KYC submission ${secondId} of ${second.account}; reason: The photo is blurred`);
    const rejectedList = await ops(['kyc-list', '--status', 'rejected']);
    expect(rejectedList.stdout).toMatch(new RegExp(`^${secondId}\\s.*${second.account}\\s+rejected\\s.*The photo is blurred$`, 'm'));

    for (const bad of [['kyc-image', String(firstId), 'side'], ['kyc-image', 'abc', 'front'], ['kyc-approve'], ['kyc-reject', '0', '--reason', 'x']]) {
      const res = await ops(bad);
      expect([bad.join(' '), res.code]).toEqual([bad.join(' '), 2]);
    }
    const missing = await ops(['kyc-image', '2000000000', 'front', '--out', path.join(tokenDir, 'missing.jpg')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('(KYC_NOT_FOUND, HTTP 404)');
  });

  it('sends a letter to one player and a broadcast from a file in seven languages; a missing language is refused', async () => {
    const player = await newPlayer(started.app);
    const text = (tag: string) => ({
      title: Object.fromEntries(LOCALES.map((locale) => [locale, `${tag} ${locale}`])),
      body: Object.fromEntries(LOCALES.map((locale) => [locale, `${tag} body ${locale}`])),
    });
    const file = (name: string, content: unknown) => {
      const where = path.join(tokenDir, name);
      writeFileSync(where, typeof content === 'string' ? content : JSON.stringify(content));
      return where;
    };
    const inbox = async (locale: string) =>
      (await started.app.inject({ method: 'POST', url: calls.stationQuery.path, headers: { token: player.token, 'accept-language': locale }, payload: {} })).json().data;

    const sent = await ops(['letter-send', '--user', player.account, '--file', file('one.json', text('Welcome'))]);
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout).toMatch(new RegExp(`^sent letter \\d+ to ${player.account} \\(`));
    expect((await inbox('ko-KR')).list[0]).toMatchObject({ title: 'Welcome ko-KR', kind: 'operator', broadcast: false });

    const all = await ops(['letter-broadcast', '--file', file('all.json', text('Maintenance'))]);
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/^broadcast letter \d+ to every player \(/);
    expect((await inbox('zh-CN')).list[0]).toMatchObject({ title: 'Maintenance zh-CN', broadcast: true });

    const partial = text('Half');
    delete (partial.body as Record<string, string>)['vi-VN'];
    const refused = await ops(['letter-broadcast', '--file', file('half.json', partial)]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('HTTP 400');
    expect(refused.stderr).toContain('body.vi-VN');
    for (const bad of [['letter-send', '--file', file('x.json', text('x'))], ['letter-broadcast'], ['letter-broadcast', '--file', file('bad.json', '{nope')], ['letter-broadcast', '--file', path.join(tokenDir, 'none.json')]]) {
      const res = await ops(bad);
      expect([bad.join(' '), res.code]).toEqual([bad.join(' '), 2]);
    }
    const unknown = await ops(['letter-send', '--user', 'nobody0000', '--file', file('y.json', text('y'))]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('(USER_NOT_FOUND, HTTP 404)');
    expect((await inbox('en-US')).total).toBe(2);
  });

  it('checks the ledger', async () => {
    const result = await ops(['ledger-check']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('ok     all balances sum to zero per currency');
    expect(result.stdout.trim().split('\n').at(-1)).toBe('ledger clean');
  });

  it('logs in as a named operator, keeps the credential in an owner-only file, and logs out', async () => {
    const operator = await enrolledOperator(db, testOpsIdentity(), { roles: ['auditor', 'support'] });
    const dataDir = path.join(tokenDir, `login-${kind}`);
    const login = await ops(
      ['login', '--name', operator.name, '--password', operator.password, '--code', codeAt(operator.secret, new Date()), '--roles', 'auditor', '--hours', '2'],
      { DATA_DIR: dataDir },
    );
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`signed in as ${operator.name}`);
    const file = path.join(dataDir, 'ops-credential');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    expect(stored.token).toMatch(/^ghoc_/);

    const whoami = await ops(['whoami'], { DATA_DIR: dataDir });
    expect(whoami.stdout).toContain(`${operator.name} (#${operator.operatorId}) via credential, roles auditor`);
    expect((await ops(['ledger-check'], { DATA_DIR: dataDir })).code).toBe(0);
    // The credential has only the roles asked for.
    const denied = await ops(['kyc-list'], { DATA_DIR: dataDir });
    expect(denied.stderr).toContain('(OPS_ROLE_REQUIRED, HTTP 403)');

    const logout = await ops(['logout'], { DATA_DIR: dataDir });
    expect(logout.code, logout.stderr).toBe(0);
    expect(() => statSync(file)).toThrow();
    // Revoked on the server too, not only forgotten here.
    expect((await ops(['whoami'], { OPS_TOKEN: stored.token })).stderr).toContain('(OPS_SESSION_REQUIRED, HTTP 401)');

    const none = await ops(['withdrawals'], { DATA_DIR: dataDir });
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no CLI credential: run `npm run ops -- login`');
  });

  it('says so when the stored credential expired, and a wrong one is refused', async () => {
    const dataDir = path.join(tokenDir, `expired-${kind}`);
    const expired = await operatorCredential(db, ['auditor'], { expiresAt: new Date(Date.now() - 1000) });
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'ops-credential'), JSON.stringify({ token: expired.token, expiresAt: new Date(Date.now() - 1000).toISOString() }), { mode: 0o600 });
    const result = await ops(['ledger-check'], { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the CLI credential expired at');
    expect((await ops(['ledger-check'], { OPS_TOKEN: expired.token })).stderr).toContain('(OPS_SESSION_EXPIRED, HTTP 401)');

    const wrong = await ops(['withdrawals'], { OPS_TOKEN: 'ghoc_wrong-token-0000000000000000' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('Sign in as an operator. (OPS_SESSION_REQUIRED, HTTP 401)');
  });

  it('an admin creates an operator and gets its enrolment link', async () => {
    const created = await ops(['operator-create', `cli-made-${kind}`, '--roles', 'kyc']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(new RegExp(`Enrolment link for "cli-made-${kind}" .*\\n.*/ops/#enrol=[\\w-]{43}`));
    const listed = await ops(['operators']);
    expect(listed.stdout).toContain(`cli-made-${kind}  roles: kyc  waiting for enrolment`);
  });

  it('an admin disables an operator and enables it again with a fresh code', async () => {
    const admin = await enrolledOperator(db, testOpsIdentity(), { roles: ['admin', 'auditor'] });
    const target = await enrolledOperator(db, testOpsIdentity(), { roles: ['auditor'] });
    const dataDir = path.join(tokenDir, `enable-${kind}`);
    // Signed in with the previous step's code, so the current step's is still fresh for the step-up.
    const login = await ops(['login', '--name', admin.name, '--password', admin.password, '--code', codeAt(admin.secret, new Date(Date.now() - 30_000))], { DATA_DIR: dataDir });
    expect(login.code, login.stderr).toBe(0);
    const disabled = await ops(['operator-disable', String(target.operatorId), '--reason', 'on leave'], { DATA_DIR: dataDir });
    expect(disabled.stdout).toContain(`#${target.operatorId} ${target.name}  roles: auditor  disabled 20`);
    const enabled = await ops(['operator-enable', String(target.operatorId), '--reason', 'back from leave', '--code', codeAt(admin.secret, new Date())], { DATA_DIR: dataDir });
    expect(enabled.code, enabled.stderr).toBe(0);
    expect(enabled.stdout).toContain(`#${target.operatorId} ${target.name}  roles: auditor  enrolled`);
  });

  it('an unknown command or option is a usage error', async () => {
    expect((await ops(['approve-all'])).code).toBe(2);
    expect((await ops(['withdrawals', '--colour', 'red'])).code).toBe(2);
    expect((await ops(['approve'])).code).toBe(2);
  });
});
