import { atom } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { opsReasonTemplates } from '../contracts/ops-approvals.ts';
import {
  operatorChangeReason,
  operatorName,
  opsAuthSession,
  opsCredentialCreate,
  opsCredentialList,
  opsCredentialRevoke,
  opsOperatorCreate,
  opsOperatorDisable,
  opsOperatorEnable,
  opsOperatorList,
  opsOperatorRolesSet,
  opsOperatorSessionsEnd,
  opsOperatorTotpReset,
} from '../contracts/ops-auth.ts';
import { operatorRoles, type OperatorRole } from '../contracts/ops-roles.ts';
import { createActionKeys, errorText, isSessionOver, isStepUpRequired, sendStepUp } from './opsStepUp.ts';
import { createRemote } from './remote.ts';

// The console's operators and roles: every operator with roles, enrolment, lock and open sessions
// (admin); create one (its one-time enrolment link is shown once, to hand over), change roles with a
// reason, disable and enable again, end sessions, reset the TOTP (a new link); and my own CLI
// credentials (the token is shown once). Role changes, enabling and TOTP resets need a fresh
// authenticator code: when the server asks for one the store keeps the action, asks for the code,
// steps up and sends the same request again with the same Idempotency-Key. The server decides who
// may do what; this only follows its answers.

export const operatorsRemote = createRemote((_: null, signal: AbortSignal) => opsCall(opsOperatorList, {}, { signal }));
export const $operators = operatorsRemote.$state;
export const loadOperators = (): Promise<void> => operatorsRemote.load(null);

export const meRemote = createRemote((_: null, signal: AbortSignal) => opsCall(opsAuthSession, {}, { signal }));
export const $me = meRemote.$state;
export const loadMe = (): Promise<void> => meRemote.load(null);

export const credentialsRemote = createRemote((_: null, signal: AbortSignal) => opsCall(opsCredentialList, {}, { signal }));
export const $credentials = credentialsRemote.$state;
export const loadCredentials = (): Promise<void> => credentialsRemote.load(null);

const templatesRemote = createRemote((_: null, signal: AbortSignal) => opsCall(opsReasonTemplates, {}, { signal }));
export const $roleTemplates = templatesRemote.$state;

/** Template ids for a role change or a disable (the `role-change` kind; none until read). */
export function roleChangeTemplates(): string[] {
  return $roleTemplates.get().data?.kinds.find((entry) => entry.kind === 'role-change')?.templates ?? [];
}

/** Everything the screen shows at first. */
export async function loadOperatorsScreen(): Promise<void> {
  await Promise.all([loadMe(), loadOperators(), loadCredentials(), templatesRemote.load(null)]);
}

/** Roles I may grant or remove: the ones I hold (the server refuses others, 403 OPS_ROLE_NOT_HELD). */
export function grantableRoles(): ReadonlySet<OperatorRole> {
  return new Set($me.get().data?.roles ?? []);
}

export type OperatorActionKind = 'create' | 'roles' | 'disable' | 'enable' | 'sessions' | 'totp' | 'credential' | 'revoke';

/** A one-time secret the server answered; shown until dismissed, never read again. */
export type OneTimeSecret =
  | { kind: 'enrolment'; name: string; url: string; expiresAt: string }
  | { kind: 'credential'; label: string; token: string; expiresAt: string };

export interface OperatorActionState {
  /** The action whose call runs. */
  running: OperatorActionKind | null;
  /** An action waiting for a fresh authenticator code before it is sent again. */
  codeFor: OperatorActionKind | null;
  error: string | null;
  /** The last action the server accepted, with the operator it was about. */
  done: { kind: OperatorActionKind; name: string } | null;
  secret: OneTimeSecret | null;
  /** The console session is over (ended, expired, operator disabled): sign in again. */
  sessionOver: boolean;
}

const IDLE: OperatorActionState = { running: null, codeFor: null, error: null, done: null, secret: null, sessionOver: false };
export const $operatorAction = atom<OperatorActionState>(IDLE);

/** Form problems in the page's language (the island passes its strings). */
export interface OperatorFormErrors {
  name: string;
  reason: string;
  code: string;
  label: string;
}

const keys = createActionKeys();
/** The action a step-up will send again. */
let waiting: (() => Promise<boolean>) | null = null;

const patch = (next: Partial<OperatorActionState>) => $operatorAction.set({ ...$operatorAction.get(), ...next });
const refuse = (error: string) => {
  patch({ error, done: null });
  return Promise.resolve(false);
};

async function run<T>(kind: OperatorActionKind, name: string, request: object, send: (key: string) => Promise<T>, after: (answer: T) => void, stepUp = false): Promise<boolean> {
  patch({ running: kind, error: null, done: null, secret: null });
  const key = keys.keyFor({ kind, ...request });
  try {
    const answer = await send(key);
    keys.settle();
    waiting = null;
    patch({ running: null, codeFor: null, done: { kind, name } });
    after(answer);
    return true;
  } catch (error) {
    keys.settle(error);
    if (stepUp && isStepUpRequired(error)) {
      // Nothing changed yet: the same request, with the same key, goes again after the code.
      waiting = () => run(kind, name, request, send, after, stepUp);
      patch({ running: null, codeFor: kind });
      return false;
    }
    waiting = null;
    patch({ running: null, codeFor: null, error: errorText(error), sessionOver: isSessionOver(error) });
    return false;
  } finally {
    if ($operatorAction.get().codeFor === null) await (kind === 'credential' || kind === 'revoke' ? credentialsRemote.refresh() : operatorsRemote.refresh());
  }
}

/** Creates an operator with roles I hold; its one-time enrolment link becomes the shown secret. */
export function createOperator(name: string, roles: OperatorRole[], errors: OperatorFormErrors): Promise<boolean> {
  const checked = operatorName.safeParse(name);
  if (!checked.success) return refuse(errors.name);
  const request = { name: checked.data, roles: sortRoles(roles) };
  return run(
    'create',
    checked.data,
    request,
    (key) => opsCall(opsOperatorCreate, request, { idempotencyKey: key }),
    (answer) => patch({ secret: { kind: 'enrolment', name: answer.operator.name, url: answer.enrolment.url, expiresAt: answer.enrolment.expiresAt } }),
  );
}

function checkedReason(reason: string): string | null {
  const parsed = operatorChangeReason.safeParse(reason);
  return parsed.success ? parsed.data : null;
}

/** Replaces an operator's roles, with a reason (needs a fresh code: see `stepUpAndRetry`). */
export function setRoles(operatorId: number, name: string, roles: OperatorRole[], reason: string, errors: OperatorFormErrors): Promise<boolean> {
  const text = checkedReason(reason);
  if (text === null) return refuse(errors.reason);
  const request = { operatorId, roles: sortRoles(roles), reason: text };
  return run('roles', name, request, (key) => opsCall(opsOperatorRolesSet, request, { idempotencyKey: key }), () => undefined, true);
}

/** Disables or enables again an operator, with a reason; enabling needs a fresh code. */
function setOperatorStatus(kind: 'disable' | 'enable', operatorId: number, name: string, reason: string, errors: OperatorFormErrors): Promise<boolean> {
  const text = checkedReason(reason);
  if (text === null) return refuse(errors.reason);
  const request = { operatorId, reason: text };
  const contract = kind === 'disable' ? opsOperatorDisable : opsOperatorEnable;
  return run(kind, name, request, (key) => opsCall(contract, request, { idempotencyKey: key }), () => undefined, kind === 'enable');
}

/** Disables an operator with a reason: its sessions end and its credentials stop at once. */
export const disableOperator = (operatorId: number, name: string, reason: string, errors: OperatorFormErrors): Promise<boolean> =>
  setOperatorStatus('disable', operatorId, name, reason, errors);

/** Enables a disabled operator again (needs a fresh code): it signs in as before; the credentials it had stay revoked. */
export const enableOperator = (operatorId: number, name: string, reason: string, errors: OperatorFormErrors): Promise<boolean> =>
  setOperatorStatus('enable', operatorId, name, reason, errors);

/** Ends every console session of an operator. */
export function endSessions(operatorId: number, name: string): Promise<boolean> {
  const request = { operatorId };
  return run('sessions', name, request, (key) => opsCall(opsOperatorSessionsEnd, request, { idempotencyKey: key }), () => undefined);
}

/** Resets an operator's TOTP with a reason (needs a fresh code); the new enrolment link is shown once. */
export function resetTotp(operatorId: number, name: string, reason: string, errors: OperatorFormErrors): Promise<boolean> {
  const text = checkedReason(reason);
  if (text === null) return refuse(errors.reason);
  const request = { operatorId, reason: text };
  return run(
    'totp',
    name,
    request,
    (key) => opsCall(opsOperatorTotpReset, request, { idempotencyKey: key }),
    (answer) => patch({ secret: { kind: 'enrolment', name: answer.operator.name, url: answer.enrolment.url, expiresAt: answer.enrolment.expiresAt } }),
    true,
  );
}

/** Sends the authenticator's code as a step-up, then the action that asked for it, with its key. */
export async function stepUpAndRetry(code: string, errors: OperatorFormErrors): Promise<boolean> {
  const again = waiting;
  const kind = $operatorAction.get().codeFor;
  if (again === null || kind === null) return false;
  patch({ running: kind, error: null });
  const stepped = await sendStepUp(code, errors.code);
  if (!stepped.ok) {
    patch({ running: null, error: stepped.error });
    return false;
  }
  return again();
}

/** Leaves the code prompt: the action is not sent. */
export function cancelCode(): void {
  waiting = null;
  keys.reset();
  patch({ codeFor: null, error: null });
}

/** Hides the one-time link or token (it cannot be shown again). */
export function dismissSecret(): void {
  patch({ secret: null });
}

/** A CLI credential of mine (roles: a subset of mine, all when none given); its token is shown once. */
export function createCredential(label: string, hours: number, errors: OperatorFormErrors): Promise<boolean> {
  const parsed = opsCredentialCreate.request.safeParse({ label: label.trim() || undefined, hours });
  if (!parsed.success) return refuse(errors.label);
  const request = parsed.data;
  return run(
    'credential',
    request.label,
    request,
    (key) => opsCall(opsCredentialCreate, request, { idempotencyKey: key }),
    (answer) => patch({ secret: { kind: 'credential', label: answer.label, token: answer.token, expiresAt: answer.expiresAt } }),
  );
}

/** Revokes a CLI credential (mine, or as admin anyone's). */
export function revokeCredential(id: number, label: string): Promise<boolean> {
  const request = { id };
  return run('revoke', label, request, (key) => opsCall(opsCredentialRevoke, request, { idempotencyKey: key }), () => undefined);
}

/** Roles in the table's order, so a request names a set the same way whatever order boxes were ticked. */
function sortRoles(roles: readonly OperatorRole[]): OperatorRole[] {
  return operatorRoles.filter((role) => roles.includes(role));
}

/** Back to the first state (tests, leaving the page). */
export function resetOpsOperators(): void {
  for (const remote of [operatorsRemote, meRemote, credentialsRemote, templatesRemote]) remote.cancel();
  waiting = null;
  keys.reset();
  $operatorAction.set(IDLE);
}
