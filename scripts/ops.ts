// `npm run ops -- <command>`: the operator's command line. It talks to a running server's operator
// API (OPS_URL, default http://127.0.0.1:4321) as a named operator, with the CLI credential that
// `npm run ops -- login` stored in <DATA_DIR or ./.data>/ops-credential (or OPS_TOKEN). Only
// `operator-create` while no admin exists writes to the database directly (the first admin).
// Money-moving commands send an Idempotency-Key: random per run, or --key to repeat a run safely.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { calls } from '../src/contracts/index.ts';
import { operatorRole, type OperatorRole } from '../src/contracts/ops-roles.ts';
import { credentialFilePath, readCredentialFile, removeCredentialFile, writeCredentialFile } from '../server/modules/ops/credential-file.ts';
import { parseArgs, parseLetterFile, parsePeriodArg, parseRateArgs, UsageError, type ParsedArgs } from '../server/modules/ops/cli/args.fns.ts';
import {
  adjustmentLine,
  approvalPendingLine,
  applicationLine,
  applicationTable,
  kycLine,
  kycTable,
  letterLine,
  protectionLines,
  jsyTransferLine,
  jsyTransferTable,
  ledgerCheckLines,
  rebateRateTable,
  rebateSettlementLine,
  rejectionTable,
  withdrawalLine,
  withdrawalTable,
  type AdjustmentView,
  type PendingApprovalView,
  type AgentApplicationView,
  type DepositRejectionView,
  type KycSubmissionView,
  type LedgerCheckView,
  type OpsJsyTransferView,
  type OpsLetterView,
  type OpsProtectionView,
  type OpsWithdrawalView,
  type RebateRateView,
  type RebateSettlementView,
} from '../server/modules/ops/cli/format.fns.ts';

const HELP = `Game Hall operator commands (npm run ops -- <command>)

  withdrawals [--status review|withdrawing|success|failed] [--page N] [--size N]
                                     list withdrawals, oldest first
  approve <orderSn> [--reason …]     approve a withdrawal under review (it is paid out; at or above the
                                     four-eyes threshold it awaits a second approver, with the reason)
  reject <orderSn> --reason "…"      reject a withdrawal under review (the money returns)
  adjust <account> <±amount> --reason "…"
                                     manual mode: credit (+) or debit (-) a player's coins
  refund <orderSn>                   refund a paid deposit
  ledger-check                       verify every ledger invariant
  rejections [--page N] [--size N]   crypto deposits the watcher refused (never credited), newest first
  rebate-rates                       the agents' rebate rate per level below them
  rebate-rates-set <level>=<bp> …    replace every rate, in basis points of bets (1=50 2=20 3=10: 0.5 %,
                                     0.2 %, 0.1 %); levels not given earn nothing
  rebate-settle <YYYY-MM-DD>         settle a finished day (hall time zone): each agent is paid once
  agent-applications [--status pending|approved|rejected] [--page N] [--size N]
                                     applications to become an agent, oldest first (pending by default)
  agent-approve <id>                 approve an application: the player becomes an agent with a new agent code
  agent-reject <id> --reason "…"     reject an application; the player reads the reason and may apply again
  kyc-list [--status pending|approved|rejected] [--page N] [--size N]
                                     identity (KYC) submissions, oldest first (pending by default)
  kyc-image <id> <front|back|handheld> [--out <file>]
                                     save one photo of a submission (default kyc-<id>-<side>.<jpg|png|webp>)
  kyc-approve <id>                   approve a submission: withdrawals that need KYC are allowed
  kyc-reject <id> --reason "…"       reject a submission; the player reads the reason and may submit again
  letter-send --user <account> --file <letter.json>
                                     a letter to one player's inbox; the file holds its title and body in all
                                     seven languages: {"title": {"ja-JP": "…", "en-US": "…", …}, "body": {…}}
  letter-broadcast --file <letter.json>
                                     the same letter to every player (stored once, read state per player)
  protection <account>               a player's limits, breaks and exclusions, and the history of their settings
  exclude <account> --days N --reason "…"
                                     exclude a player for N days (deposits, play and transfers in refused;
                                     withdrawals stay open); nothing removes an exclusion, the player's or yours
  jsy-transfers [--status pending|success|failed] [--page N] [--size N]
                                     transfers to the JSY wallet, oldest first (pending by default: in doubt
                                     until JSY's answer is definite; reconciliation keeps asking)
  jsy-resolve <transferSn> --outcome credited|failed --reason "…"
                                     settle a transfer in doubt after checking with JSY: credited pays it out,
                                     failed returns the coins to the player
  audit-verify                       recompute the audit log's hash chain on the database itself (DATABASE_URL,
                                     else the PGlite data directory, with the server stopped): 0 when intact,
                                     1 naming the first broken row

Operators (roles: support, kyc, payments, approver, content, agents, auditor, admin)
  login [--name N] [--password P] [--code C] [--hours H] [--roles a,b]
                                     sign in (asks for what is not given) and store a CLI credential with
                                     these roles of yours (default all) for H hours (default 12, at most 720)
                                     in <DATA_DIR or ./.data>/ops-credential (readable by you only)
  logout                             revoke the stored credential and delete the file
  whoami                             the operator, roles and expiry of the stored credential
  operator-create <name> --roles a,b
                                     create an operator and print its one-time enrolment link; while no
                                     admin exists (first set-up) this writes to the database directly
                                     (DATABASE_URL or the PGlite DATA_DIR; the server must not hold it)
  operators                          every operator with roles and state (admin)
  roles-set <id> --roles a,b|none --reason "…" --code C
                                     replace an operator's roles (admin; C: a fresh TOTP code, step-up)
  operator-disable <id> --reason "…" disable an operator: its sessions end, its credentials stop (admin)
  operator-enable <id> --reason "…" --code C
                                     enable a disabled operator again; its old credentials stay revoked
                                     (admin holding its roles; C: a fresh TOTP code, step-up)
  sessions-end <id>                  end an operator's console sessions (admin)
  totp-reset <id> --reason "…" --code C
                                     reset an operator's TOTP; prints a new enrolment link (admin)
  credentials                        my CLI credentials
  credential-revoke <id>             revoke a CLI credential (mine, or anyone's as admin)
  help                               this text

Money-moving commands and letters take --key <key> to repeat an earlier run without doing it twice.
Exit codes: 0 done, 1 refused by the server (or an adjustment that failed, or a failed ledger
check), 2 wrong usage.
Environment: OPS_URL (default http://127.0.0.1:4321), OPS_TOKEN (a CLI credential; default: the one
\`login\` stored), DATA_DIR.`;

/** The server refused, or could not be reached: printed with its message, exit code 1. */
class ApiError extends Error {}

const keepDir = () => process.env.DATA_DIR || './.data';

function operatorToken(): string {
  const fromEnv = process.env.OPS_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const stored = readCredentialFile(keepDir());
  if (!stored) throw new ApiError(`no CLI credential: run \`npm run ops -- login\` (it writes ${credentialFilePath(keepDir())}) or set OPS_TOKEN`);
  if (stored.expiresAt.getTime() <= Date.now()) throw new ApiError(`the CLI credential expired at ${stored.expiresAt.toISOString()}: run \`npm run ops -- login\``);
  return stored.token;
}

/** How a call authenticates: the stored credential (default), a console session cookie (login), or nothing (sign-in). */
type Auth = { bearer: true } | { cookie: string } | null;

async function post<T>(callPath: string, body: unknown, idempotencyKey: string | null, auth: Auth = { bearer: true }, onCookie?: (cookie: string) => void): Promise<T> {
  const base = (process.env.OPS_URL || 'http://127.0.0.1:4321').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}${callPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en-US',
        ...(auth && 'bearer' in auth ? { authorization: `Bearer ${operatorToken()}` } : {}),
        ...(auth && 'cookie' in auth ? { cookie: auth.cookie } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('gh_ops_session='));
    if (cookie && onCookie) onCookie(cookie.split(';')[0]!);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(`cannot reach ${base}: ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`);
  }
  const text = await response.text();
  let envelope: { code?: number; msg?: string; data?: T; error?: string; issues?: { field: string; message: string }[] };
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    throw new ApiError(`HTTP ${response.status} from ${base}${callPath}: ${text.slice(0, 200)}`);
  }
  if (!response.ok) {
    const issues = envelope.issues?.map((i) => `\n  ${i.field}: ${i.message}`).join('') ?? '';
    throw new ApiError(`${envelope.msg ?? 'request failed'} (${envelope.error ?? 'ERROR'}, HTTP ${response.status})${issues}`);
  }
  return envelope.data as T;
}

function need(args: ParsedArgs, count: number, usage: string): string[] {
  if (args.positionals.length !== count) throw new UsageError(`usage: npm run ops -- ${usage}`);
  return args.positionals;
}

function reasonOf(args: ParsedArgs, usage: string): string {
  if (!args.options.reason) throw new UsageError(`--reason is required: npm run ops -- ${usage}`);
  return args.options.reason;
}

function pageNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value)) throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}

const KYC_SIDES = ['front', 'back', 'handheld'];
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function submissionId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new UsageError(`a submission id is a whole number (npm run ops -- kyc-list lists them)`);
  return Number(value);
}

function letterText(args: ParsedArgs, usage: string) {
  const file = args.options.file;
  if (!file) throw new UsageError(`--file is required: npm run ops -- ${usage}`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  return parseLetterFile(text, file);
}

function applicationId(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new UsageError(`an application id is a whole number (npm run ops -- agent-applications lists them)`);
  return Number(value);
}

function rolesOf(value: string | undefined, usage: string): OperatorRole[] {
  if (!value) throw new UsageError(`--roles is required: npm run ops -- ${usage}`);
  if (value === 'none') return [];
  const roles = value.split(',').map((role) => role.trim()).filter(Boolean);
  for (const role of roles) if (!operatorRole.safeParse(role).success) throw new UsageError(`unknown role "${role}" (support, kyc, payments, approver, content, agents, auditor, admin)`);
  return [...new Set(roles)] as OperatorRole[];
}

function operatorIdOf(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new UsageError('an operator id is a whole number (npm run ops -- operators lists them)');
  return Number(value);
}

async function ask(question: string, given: string | undefined): Promise<string> {
  if (given !== undefined) return given;
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await prompt.question(question)).trim();
  } finally {
    prompt.close();
  }
}

interface SessionView {
  operatorId: number;
  name: string;
  roles: string[];
  via: string;
  expiresAt: string;
}
interface OperatorView {
  id: number;
  name: string;
  roles: string[];
  enrolledAt: string | null;
  disabledAt: string | null;
  lockedUntil: string | null;
  activeSessions: number;
}
interface EnrolmentView {
  url: string;
  expiresAt: string;
}

const operatorLine = (o: OperatorView) =>
  `#${o.id} ${o.name}  roles: ${o.roles.join(',') || '-'}  ${o.disabledAt ? `disabled ${o.disabledAt}` : o.enrolledAt ? 'enrolled' : 'waiting for enrolment'}` +
  `${o.lockedUntil ? `  locked until ${o.lockedUntil}` : ''}  sessions: ${o.activeSessions}`;
const enrolmentLines = (name: string, link: EnrolmentView) =>
  `Enrolment link for "${name}" (once, until ${link.expiresAt}; send it privately):\n${link.url}`;

/** A step-up with a fresh code from --code, or asked for: the change that follows needs one. */
async function stepUp(args: ParsedArgs): Promise<void> {
  await post(calls.opsAuthStepUp.path, { code: await ask('Fresh code from the authenticator app: ', args.options.code) }, null);
}

/** First set-up: no admin exists, so the first one is written to the database directly. */
async function bootstrapFirstAdmin(name: string, roles: OperatorRole[]): Promise<number> {
  const { openDatabase, DEFAULT_DATA_DIR } = await import('../server/db/database.ts');
  const { createFirstAdmin, BootstrapRefused } = await import('../server/modules/ops/bootstrap.ts');
  const { opsIdentityConfigFromEnv } = await import('../server/modules/ops/identity/identity.config.ts');
  const url = process.env.DATABASE_URL || undefined;
  const database = await openDatabase(url ? { url } : { dataDir: process.env.DATA_DIR ? `${process.env.DATA_DIR}` : DEFAULT_DATA_DIR });
  try {
    const link = await createFirstAdmin(database.db, { now: () => new Date(), config: opsIdentityConfigFromEnv(process.env) }, { name, roles });
    console.log(enrolmentLines(name, { url: link.url, expiresAt: link.expiresAt.toISOString() }));
    return 0;
  } catch (error) {
    if (error instanceof BootstrapRefused) throw new ApiError(error.message);
    throw error;
  } finally {
    await database.close();
  }
}

async function run(args: ParsedArgs): Promise<number> {
  const key = () => args.options.key ?? randomUUID();
  switch (args.command) {
    case 'audit-verify':
      need(args, 0, 'audit-verify');
      // Loaded only here: the database driver is most of the CLI's start-up, and only this command needs it.
      return (await import('../server/modules/ops/audit/audit-verify.cli.ts')).runAuditVerify(process.env);
    case 'help':
      console.log(HELP);
      return 0;
    case 'withdrawals': {
      need(args, 0, 'withdrawals [--status review]');
      const body = {
        ...(args.options.status ? { status: args.options.status } : {}),
        ...(args.options.page ? { pageNum: pageNumber(args.options.page, 'page') } : {}),
        pageSize: pageNumber(args.options.size, 'size') ?? 100,
      };
      const page = await post<{ list: OpsWithdrawalView[]; total: number }>(calls.opsWithdrawalList.path, body, null);
      console.log(withdrawalTable(page.list, page.total));
      return 0;
    }
    case 'approve': {
      const [orderSn] = need(args, 1, 'approve <orderSn>');
      const reason = typeof args.options.reason === 'string' ? { reason: args.options.reason } : {};
      const answer = await post<OpsWithdrawalView & { awaitingApproval?: { id: number; makerName: string; expiresAt: string } | null }>(
        calls.opsWithdrawalApprove.path,
        { orderSn, ...reason },
        key(),
      );
      // At or above the four-eyes threshold nothing is paid yet: a different approver decides.
      if (answer.awaitingApproval) console.log(approvalPendingLine(`withdrawal ${answer.orderSn}`, { ...answer.awaitingApproval, amount: answer.amount }));
      else console.log(withdrawalLine('approved', answer));
      return 0;
    }
    case 'reject': {
      const usage = 'reject <orderSn> --reason "…"';
      const [orderSn] = need(args, 1, usage);
      const reason = reasonOf(args, usage);
      console.log(withdrawalLine('rejected', await post<OpsWithdrawalView>(calls.opsWithdrawalReject.path, { orderSn, reason }, key())));
      return 0;
    }
    case 'adjust': {
      const usage = 'adjust <account> <±amount> --reason "…"';
      const [account, amount] = need(args, 2, usage);
      const reason = reasonOf(args, usage);
      // A leading "+" is how people write a credit; the API takes the bare number.
      const answer = await post<AdjustmentView | { approval: PendingApprovalView }>(calls.opsAdjustmentCreate.path, { account, amount: amount!.replace(/^\+/, ''), reason }, key());
      if ('approval' in answer) {
        console.log(approvalPendingLine(`adjustment for ${account}`, answer.approval));
        return 0;
      }
      const adjustment = answer;
      console.log(adjustmentLine(adjustment));
      return adjustment.status === 'failed' ? 1 : 0;
    }
    case 'refund': {
      const [orderSn] = need(args, 1, 'refund <orderSn>');
      const payment = await post<{ orderSn: string; status: string; amount: string; currency: string; coins: string }>(calls.opsPaymentRefund.path, { orderSn }, key());
      console.log(`refund of ${payment.orderSn}: ${payment.amount} ${payment.currency} (${payment.coins} coins), now ${payment.status}`);
      return 0;
    }
    case 'rejections': {
      need(args, 0, 'rejections [--page N] [--size N]');
      const body = { ...(args.options.page ? { pageNum: pageNumber(args.options.page, 'page') } : {}), pageSize: pageNumber(args.options.size, 'size') ?? 100 };
      const page = await post<{ list: DepositRejectionView[]; total: number }>(calls.opsDepositRejectionList.path, body, null);
      console.log(rejectionTable(page.list, page.total));
      return 0;
    }
    case 'rebate-rates': {
      need(args, 0, 'rebate-rates');
      console.log(rebateRateTable((await post<{ rates: RebateRateView[] }>(calls.opsRebateRates.path, {}, null)).rates));
      return 0;
    }
    case 'rebate-rates-set': {
      const rates = parseRateArgs(args.positionals);
      const answer = await post<{ rates: RebateRateView[] }>(calls.opsRebateRatesSet.path, { rates }, null);
      console.log(`rebate rates replaced; they apply to days settled from now on\n${rebateRateTable(answer.rates)}`);
      return 0;
    }
    case 'rebate-settle': {
      const period = parsePeriodArg(args.positionals);
      console.log(rebateSettlementLine(await post<RebateSettlementView>(calls.opsRebateSettle.path, { period }, null)));
      return 0;
    }
    case 'agent-applications': {
      need(args, 0, 'agent-applications [--status pending|approved|rejected]');
      const status = args.options.status ?? 'pending';
      const body = { status, ...(args.options.page ? { pageNum: pageNumber(args.options.page, 'page') } : {}), pageSize: pageNumber(args.options.size, 'size') ?? 100 };
      const page = await post<{ list: AgentApplicationView[]; total: number }>(calls.opsAgentApplicationList.path, body, null);
      console.log(applicationTable(page.list, page.total, status));
      return 0;
    }
    case 'agent-approve': {
      const [id] = need(args, 1, 'agent-approve <id>');
      console.log(applicationLine(await post<AgentApplicationView>(calls.opsAgentApplicationApprove.path, { id: applicationId(id!) }, null)));
      return 0;
    }
    case 'agent-reject': {
      const usage = 'agent-reject <id> --reason "…"';
      const [id] = need(args, 1, usage);
      const reason = reasonOf(args, usage);
      console.log(applicationLine(await post<AgentApplicationView>(calls.opsAgentApplicationReject.path, { id: applicationId(id!), reason }, null)));
      return 0;
    }
    case 'kyc-list': {
      need(args, 0, 'kyc-list [--status pending|approved|rejected]');
      const status = args.options.status ?? 'pending';
      const body = { status, ...(args.options.page ? { pageNum: pageNumber(args.options.page, 'page') } : {}), pageSize: pageNumber(args.options.size, 'size') ?? 100 };
      const page = await post<{ list: KycSubmissionView[]; total: number }>(calls.opsKycList.path, body, null);
      console.log(kycTable(page.list, page.total, status));
      return 0;
    }
    case 'kyc-image': {
      const usage = 'kyc-image <id> <front|back|handheld> [--out <file>]';
      const [id, side] = need(args, 2, usage);
      if (!KYC_SIDES.includes(side!)) throw new UsageError(`the side is front, back or handheld: npm run ops -- ${usage}`);
      const image = await post<{ mediaType: string; data: string }>(calls.opsKycImage.path, { id: submissionId(id!), side }, null);
      const file = args.options.out ?? `kyc-${id}-${side}.${EXTENSIONS[image.mediaType] ?? 'bin'}`;
      const bytes = Buffer.from(image.data, 'base64');
      // Identity photos: readable by the operator only; never overwrites a file already there.
      try {
        writeFileSync(file, bytes, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        throw new ApiError(`cannot write ${file}: ${(error as NodeJS.ErrnoException).code === 'EEXIST' ? 'it exists already (choose another --out)' : (error as Error).message}`);
      }
      console.log(`saved ${side} photo of KYC submission ${id} to ${file} (${image.mediaType}, ${bytes.length} bytes)`);
      return 0;
    }
    case 'kyc-approve': {
      const [id] = need(args, 1, 'kyc-approve <id>');
      console.log(kycLine(await post<KycSubmissionView>(calls.opsKycApprove.path, { id: submissionId(id!) }, null)));
      return 0;
    }
    case 'kyc-reject': {
      const usage = 'kyc-reject <id> --reason "…"';
      const [id] = need(args, 1, usage);
      const reason = reasonOf(args, usage);
      console.log(kycLine(await post<KycSubmissionView>(calls.opsKycReject.path, { id: submissionId(id!), reason }, null)));
      return 0;
    }
    case 'letter-send': {
      const usage = 'letter-send --user <account> --file <letter.json>';
      need(args, 0, usage);
      if (!args.options.user) throw new UsageError(`--user is required: npm run ops -- ${usage}`);
      const body = { account: args.options.user, ...letterText(args, usage) };
      console.log(letterLine(await post<OpsLetterView>(calls.opsLetterSend.path, body, key())));
      return 0;
    }
    case 'letter-broadcast': {
      const usage = 'letter-broadcast --file <letter.json>';
      need(args, 0, usage);
      console.log(letterLine(await post<OpsLetterView>(calls.opsLetterBroadcast.path, letterText(args, usage), key())));
      return 0;
    }
    case 'protection': {
      const [account] = args.positionals;
      if (!account) throw new UsageError('usage: npm run ops -- protection <account>');
      for (const line of protectionLines(await post<OpsProtectionView>(calls.opsProtectionGet.path, { account }, null))) console.log(line);
      return 0;
    }
    case 'exclude': {
      const [account] = args.positionals;
      const days = Number(args.options.days);
      if (!account || !Number.isInteger(days) || !args.options.reason) throw new UsageError('usage: npm run ops -- exclude <account> --days N --reason "…"');
      const state = await post<OpsProtectionView['state']>(calls.opsProtectionExclude.path, { account, days, reason: args.options.reason }, key());
      console.log(`excluded ${account} until ${state.exclusion?.until ?? '?'} (${state.exclusion?.kind ?? 'none'})`);
      return 0;
    }
    case 'jsy-transfers': {
      need(args, 0, 'jsy-transfers [--status pending|success|failed]');
      const body = {
        status: args.options.status ?? 'pending',
        ...(args.options.page ? { pageNum: pageNumber(args.options.page, 'page') } : {}),
        pageSize: pageNumber(args.options.size, 'size') ?? 100,
      };
      const page = await post<{ list: OpsJsyTransferView[]; total: number }>(calls.opsJsyTransferList.path, body, null);
      console.log(jsyTransferTable(page.list, page.total));
      return 0;
    }
    case 'jsy-resolve': {
      const usage = 'jsy-resolve <transferSn> --outcome credited|failed --reason "…"';
      const [transferSn] = need(args, 1, usage);
      const outcome = args.options.outcome;
      if (outcome !== 'credited' && outcome !== 'failed') throw new UsageError(`--outcome is credited or failed: npm run ops -- ${usage}`);
      const reason = reasonOf(args, usage);
      console.log(jsyTransferLine(await post<OpsJsyTransferView>(calls.opsJsyTransferResolve.path, { transferSn, outcome, reason }, key())));
      return 0;
    }
    case 'login': {
      need(args, 0, 'login [--name N] [--password P] [--code C] [--hours H] [--roles a,b]');
      const name = await ask('Operator name: ', args.options.name);
      const password = await ask('Password: ', args.options.password ?? process.env.OPS_PASSWORD);
      const code = await ask('Code from the authenticator app: ', args.options.code);
      const hours = args.options.hours === undefined ? 12 : pageNumber(args.options.hours, 'hours');
      let cookie = '';
      await post(calls.opsAuthSignIn.path, { name, password, code }, null, null, (value) => (cookie = value));
      if (!cookie) throw new ApiError('the server set no session cookie');
      const roles = args.options.roles ? rolesOf(args.options.roles, 'login --roles a,b') : undefined;
      const credential = await post<{ id: number; token: string; roles: string[]; expiresAt: string }>(
        calls.opsCredentialCreate.path,
        { label: `cli ${new Date().toISOString().slice(0, 16)}`, hours, ...(roles ? { roles } : {}) },
        null,
        { cookie },
      );
      // The console session was only the way to the credential.
      await post(calls.opsAuthSignOut.path, {}, null, { cookie });
      const file = writeCredentialFile(keepDir(), credential.token, new Date(credential.expiresAt));
      console.log(`signed in as ${name}: credential #${credential.id} (roles ${credential.roles.join(',') || '-'}) until ${credential.expiresAt}, stored in ${file}`);
      return 0;
    }
    case 'logout': {
      need(args, 0, 'logout');
      await post(calls.opsAuthSignOut.path, {}, null);
      removeCredentialFile(keepDir());
      console.log('credential revoked and removed');
      return 0;
    }
    case 'whoami': {
      need(args, 0, 'whoami');
      const me = await post<SessionView>(calls.opsAuthSession.path, {}, null);
      console.log(`${me.name} (#${me.operatorId}) via ${me.via}, roles ${me.roles.join(',') || '-'}, until ${me.expiresAt}`);
      return 0;
    }
    case 'operator-create': {
      const usage = 'operator-create <name> --roles a,b';
      const [name] = need(args, 1, usage);
      const roles = rolesOf(args.options.roles, usage);
      if (!process.env.OPS_TOKEN?.trim() && !readCredentialFile(keepDir())) return bootstrapFirstAdmin(name!, roles);
      const created = await post<{ operator: OperatorView; enrolment: EnrolmentView }>(calls.opsOperatorCreate.path, { name, roles }, null);
      console.log(operatorLine(created.operator));
      console.log(enrolmentLines(created.operator.name, created.enrolment));
      return 0;
    }
    case 'operators': {
      need(args, 0, 'operators');
      for (const operator of (await post<{ list: OperatorView[] }>(calls.opsOperatorList.path, {}, null)).list) console.log(operatorLine(operator));
      return 0;
    }
    case 'roles-set': {
      const usage = 'roles-set <id> --roles a,b --reason "…" --code C';
      const [id] = need(args, 1, usage);
      const roles = rolesOf(args.options.roles, usage);
      const reason = reasonOf(args, usage);
      await stepUp(args);
      console.log(operatorLine(await post<OperatorView>(calls.opsOperatorRolesSet.path, { operatorId: operatorIdOf(id!), roles, reason }, null)));
      return 0;
    }
    case 'operator-disable': {
      const usage = 'operator-disable <id> --reason "…"';
      const [id] = need(args, 1, usage);
      console.log(operatorLine(await post<OperatorView>(calls.opsOperatorDisable.path, { operatorId: operatorIdOf(id!), reason: reasonOf(args, usage) }, null)));
      return 0;
    }
    case 'operator-enable': {
      const usage = 'operator-enable <id> --reason "…" --code C';
      const [id] = need(args, 1, usage);
      const reason = reasonOf(args, usage);
      await stepUp(args);
      console.log(operatorLine(await post<OperatorView>(calls.opsOperatorEnable.path, { operatorId: operatorIdOf(id!), reason }, null)));
      return 0;
    }
    case 'sessions-end': {
      const [id] = need(args, 1, 'sessions-end <id>');
      const { ended } = await post<{ ended: number }>(calls.opsOperatorSessionsEnd.path, { operatorId: operatorIdOf(id!) }, null);
      console.log(`${ended} session(s) ended`);
      return 0;
    }
    case 'totp-reset': {
      const usage = 'totp-reset <id> --reason "…" --code C';
      const [id] = need(args, 1, usage);
      const reason = reasonOf(args, usage);
      await stepUp(args);
      const reset = await post<{ operator: OperatorView; enrolment: EnrolmentView }>(calls.opsOperatorTotpReset.path, { operatorId: operatorIdOf(id!), reason }, null);
      console.log(operatorLine(reset.operator));
      console.log(enrolmentLines(reset.operator.name, reset.enrolment));
      return 0;
    }
    case 'credentials': {
      need(args, 0, 'credentials');
      const { list } = await post<{ list: { id: number; label: string; roles: string[]; expiresAt: string; revokedAt: string | null }[] }>(calls.opsCredentialList.path, {}, null);
      for (const c of list) console.log(`#${c.id} ${c.label}  roles: ${c.roles.join(',') || '-'}  until ${c.expiresAt}${c.revokedAt ? `  revoked ${c.revokedAt}` : ''}`);
      return 0;
    }
    case 'credential-revoke': {
      const [id] = need(args, 1, 'credential-revoke <id>');
      await post(calls.opsCredentialRevoke.path, { id: operatorIdOf(id!) }, null);
      console.log(`credential #${id} revoked`);
      return 0;
    }
    case 'ledger-check': {
      need(args, 0, 'ledger-check');
      const check = await post<LedgerCheckView>(calls.opsLedgerCheck.path, {}, null);
      console.log(ledgerCheckLines(check));
      return check.ok ? 0 : 1;
    }
    default:
      throw new UsageError(`unknown command "${args.command}" (npm run ops -- help)`);
  }
}

try {
  process.exitCode = await run(parseArgs(process.argv.slice(2)));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(error.message);
    process.exitCode = 2;
  } else if (error instanceof ApiError) {
    console.error(`error: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
