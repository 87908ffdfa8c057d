import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import { newIdempotencyKey } from '../api/client.ts';
import { opsAuthStepUp, totpCode } from '../contracts/ops-auth.ts';

// What the console's stores share for actions the server guards with a fresh authenticator code
// (money approvals, role changes, TOTP resets): recognising the server's 401 OPS_STEP_UP_REQUIRED,
// sending the code as a step-up, and one Idempotency-Key per action so the request sent again after
// the step-up (or after a lost answer) is the same action to the server.

/** The server wants a fresh code before it does this; nothing was changed. */
export const isStepUpRequired = (error: unknown): boolean => isApiError(error) && error.code === 401 && error.error === 'OPS_STEP_UP_REQUIRED';

/** The console session is over (ended, expired, disabled operator): the console must sign in again. */
export const isSessionOver = (error: unknown): boolean => isApiError(error) && error.code === 401 && error.error !== 'OPS_STEP_UP_REQUIRED';

/** A refusal's text for the screen: the server's message in the page's language. */
export const errorText = (error: unknown): string => (isApiError(error) ? error.msg : String(error));

/**
 * One Idempotency-Key per action: the same request asked again reuses it until the server has
 * answered (a refusal asking for a step-up is not an answer: the action is still to be done).
 */
export function createActionKeys() {
  let pending: { request: string; key: string } | null = null;
  return {
    keyFor(request: object): string {
      const text = JSON.stringify(request);
      if (pending?.request !== text) pending = { request: text, key: newIdempotencyKey() };
      return pending.key;
    },
    /** After the call: any answer but "step up first" or "no answer at all" ends the action. */
    settle(error?: unknown): void {
      if (error === undefined) pending = null;
      else if (!isStepUpRequired(error) && !(isApiError(error) && error.code === 0)) pending = null;
    },
    reset(): void {
      pending = null;
    },
  };
}

export type StepUpResult = { ok: true } | { ok: false; error: string };

/**
 * Sends the authenticator's code as a step-up. A code that is not six digits is never sent
 * (`formatError` is the page's text for that); a refusal answers the server's message.
 */
export async function sendStepUp(code: string, formatError: string): Promise<StepUpResult> {
  const trimmed = code.trim();
  if (!totpCode.safeParse(trimmed).success) return { ok: false, error: formatError };
  try {
    await opsCall(opsAuthStepUp, { code: trimmed });
    return { ok: true };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}
