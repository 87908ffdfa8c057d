import ky, { type KyInstance } from 'ky';
import type { CallContract, CallData } from '../contracts/define.ts';
import type { FieldIssue } from '../contracts/envelope.ts';
import { $locale } from '../stores/locale.ts';
import { $token, logout } from '../stores/session.ts';
import { showToast } from '../stores/toasts.ts';
import { doneProgress, startProgress } from '../stores/progress.ts';
import { ApiError, CLIENT_ERRORS } from './ApiError.ts';
import { clientMessage } from './messages.ts';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface ApiSettings {
  /** Origin (and optional path) of the API; empty means the page's own origin. */
  baseUrl: string;
  timeout: number;
  fetch?: typeof fetch;
}

const configuredBase = (import.meta.env.PUBLIC_API_BASE as string | undefined) ?? '';
let settings: ApiSettings = { baseUrl: configuredBase, timeout: DEFAULT_TIMEOUT_MS };
let http: KyInstance = createHttp(settings);

function createHttp({ baseUrl, timeout, fetch }: ApiSettings): KyInstance {
  return ky.create({
    ...(baseUrl ? { prefix: baseUrl } : {}),
    timeout,
    // Every call is a POST; repeating one could repeat what it did.
    retry: 0,
    // Failures carry the envelope too; it is read below whatever the status.
    throwHttpErrors: false,
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = $token.get();
          // A call may carry another token on purpose (CallOptions.token).
          if (token && !request.headers.has('TOKEN')) request.headers.set('TOKEN', token);
          request.headers.set('Accept-Language', $locale.get());
        },
      ],
    },
  });
}

/** Points the client somewhere else (tests, previews); unspecified settings keep their value. */
export function configureApi(changes: Partial<ApiSettings>): void {
  settings = { ...settings, ...changes };
  http = createHttp(settings);
}

export function apiSettings(): Readonly<ApiSettings> {
  return settings;
}

export interface CallOptions {
  /** For money-moving calls: one key per user action, reused when that action is retried. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * Who deals with a 401/402: by default the client logs out and goes to the home page of the page's
   * language; `caller` leaves it to the caller (the route guard sends the browser to the login page
   * instead).
   */
  sessionEnd?: 'logout' | 'caller';
  /**
   * Sends this session token instead of the stored one (to learn whose a token is before adopting
   * it). Such a call never logs out and shows no toast: its caller decides what a failure means.
   */
  token?: string;
}

/** A fresh key for one user action on a money-moving call. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * `logoutOnSessionEnd`: the call carried a token (only then can a 401/402 mean that session
 * ended) and its caller left the logout to the client.
 */
function fail(error: ApiError, logoutOnSessionEnd = false, quiet = false): never {
  if (!quiet) error.toastId = showToast(error.msg, { tone: 'critical' });
  // The home page the browser goes to says why the player is signed out.
  if (error.endsSession && logoutOnSessionEnd) logout(globalThis.location, { kind: 'message', message: error.msg, tone: 'critical' });
  throw error;
}

/**
 * Each refused field, said in the page's language: zod/mini installs no locale, so zod's own
 * message would be a bare "Invalid input" in English.
 */
function zodIssues(issues: readonly { path: readonly PropertyKey[] }[], message: string): FieldIssue[] {
  return issues.map((issue) => ({ field: issue.path.map(String).join('.'), message }));
}

/** An error's name, read without `instanceof`: an abort raised by another realm's fetch is no `Error` of this one. */
function errorName(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

type ErrorBody = { code: number; msg?: unknown; error?: unknown; issues?: unknown; reqId?: unknown; data?: unknown };

function isEnvelope(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/**
 * Sends one call: checks the body against its contract first (a mistake never leaves the
 * browser), sends it with the session and language headers, and answers the contract's
 * `data`. Any failure shows a toast and rejects with an `ApiError`; 401/402 on a call that carried
 * a session also log out (a refused sign-in, made without one, leaves the page alone).
 */
export async function sendCall<C extends CallContract>(contract: C, body: unknown, options: CallOptions = {}): Promise<CallData<C>> {
  const locale = $locale.get();
  const request = contract.request.safeParse(body ?? {});
  if (!request.success) {
    const msg = clientMessage('invalidRequest', locale);
    fail(
      new ApiError({
        code: 400,
        error: CLIENT_ERRORS.invalidRequest,
        msg,
        issues: zodIssues(request.error.issues, msg),
      }),
    );
  }

  const logoutOnSessionEnd = Boolean($token.get()) && options.sessionEnd !== 'caller' && options.token === undefined;
  const quiet = options.token !== undefined;
  const headers: Record<string, string> = {};
  if (options.token !== undefined) headers.TOKEN = options.token;
  // A key the caller names is sent on any call: a retry (after a step-up) then carries the action's
  // key, which the operator audit log records beside the change.
  if (contract.idempotent || options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  startProgress();
  try {
    let response: Response;
    let body: unknown;
    try {
      response = await http.post(contract.path, { json: request.data, headers, signal: options.signal });
      body = await readJson(response);
    } catch (cause) {
      if (errorName(cause) === 'AbortError') throw cause; // the caller cancelled; nothing to tell the user
      const timedOut = errorName(cause) === 'TimeoutError';
      fail(
        new ApiError(
          {
            code: 0,
            error: timedOut ? CLIENT_ERRORS.timeout : CLIENT_ERRORS.network,
            msg: clientMessage('requestError', locale),
          },
          { cause },
        ),
        false,
        quiet,
      );
    }

    if (!isEnvelope(body)) {
      fail(
        new ApiError({
          code: response.ok ? 0 : response.status,
          error: response.ok ? CLIENT_ERRORS.badResponse : CLIENT_ERRORS.http,
          msg: clientMessage(response.ok ? 'requestError' : 'error', locale),
        }),
        false,
        quiet,
      );
    }
    if (body.code !== 200) {
      fail(
        new ApiError({
          code: body.code,
          error: typeof body.error === 'string' ? body.error : CLIENT_ERRORS.http,
          msg: typeof body.msg === 'string' && body.msg ? body.msg : clientMessage('error', locale),
          issues: Array.isArray(body.issues) ? (body.issues as FieldIssue[]) : [],
          reqId: typeof body.reqId === 'string' ? body.reqId : null,
        }),
        logoutOnSessionEnd,
        quiet,
      );
    }
    const data = contract.response.safeParse(body.data);
    if (!data.success) {
      const msg = clientMessage('requestError', locale);
      fail(
        new ApiError({
          code: 0,
          error: CLIENT_ERRORS.badResponse,
          msg,
          issues: zodIssues(data.error.issues, msg),
        }),
        false,
        quiet,
      );
    }
    return data.data as CallData<C>;
  } finally {
    doneProgress();
  }
}
