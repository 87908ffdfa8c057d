import { atom } from 'nanostores';
import { sendCall } from '../api/client.ts';
import {
  enrolmentToken,
  operatorName,
  operatorNewPassword,
  operatorPassword,
  opsAuthEnrolment,
  opsAuthEnrolmentComplete,
  opsAuthSignIn,
  totpCode,
  type OpsSessionState,
} from '../contracts/ops-auth.ts';
import type { OpsText } from '../design-system/i18n/opsText.ts';
import { createFormStore, type FormStore } from '../islands/shared/formStore.ts';
import type { FieldErrors } from '../islands/shared/fieldErrors.ts';
import { opsSessionStarted, resumeAfterSignIn, takeOpsSessionEnd, type OpsSessionEnd } from './opsSession.ts';

// The operator console's sign-in screen: name, password and TOTP code; or, opened from a one-time
// enrolment link (`/ops/sign-in#enrol=<token>`), the new operator's authenticator key and password.
// Every value is checked against the identity contract before it is sent. The session is a cookie
// the server sets (HttpOnly, Path=/v2/ops): nothing here stores it, and a refusal never touches the
// player's own session on this browser (`sessionEnd: 'caller'`). Opened because a session ended
// (opsSession.ts), the page says so and, once signed in, returns to the screen the operator was on.

export interface OpsEnrolment {
  token: string;
  name: string;
  /** Base32, to type into the authenticator by hand. */
  secret: string;
  /** otpauth:// URI, drawn as the QR code. */
  uri: string;
  expiresAt: string;
}

export type OpsSignInStep =
  | { step: 'signIn' }
  | { step: 'enrolLoading' }
  | { step: 'enrolFailed' }
  | { step: 'enrol'; enrolment: OpsEnrolment }
  | { step: 'signedIn'; session: OpsSessionState };

export const $opsSignIn = atom<OpsSignInStep>({ step: 'signIn' });
/** Why this page was opened, when a console session ended; null when it was opened directly. */
export const $opsSessionEnded = atom<OpsSessionEnd | null>(null);

/** Reads (once) why the sign-in page was opened. */
export function readOpsSessionEnd(): void {
  const end = takeOpsSessionEnd();
  if (end) $opsSessionEnded.set(end);
}

/** A session started: the browser keeps its idle time, and goes back to where the last one ended. */
function signedIn(session: OpsSessionState): void {
  opsSessionStarted(session);
  $opsSignIn.set({ step: 'signedIn', session });
  resumeAfterSignIn($opsSessionEnded.get());
}
export const signInForm: FormStore<{ name: string; password: string; code: string }> = createFormStore({ name: '', password: '', code: '' });
export const enrolForm: FormStore<{ password: string; confirm: string; code: string }> = createFormStore({ password: '', confirm: '', code: '' });

/** The enrolment token of a link's fragment (`#enrol=<token>`), or null when there is none or it is malformed. */
export function enrolmentTokenFrom(hash: string): string | null {
  const match = /^#enrol=([^&]*)$/.exec(hash);
  return match && enrolmentToken.safeParse(match[1]).success ? match[1] : null;
}

/** The page's messages for values the contract refuses (`opsConsole.signIn.errors` of its language). */
export type OpsSignInErrors = OpsText['signIn']['errors'];
const invalid = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: string) => !schema.safeParse(value).success;

/** Signs in; answers whether it worked (then the step is `signedIn`). */
export function submitSignIn(errorText: OpsSignInErrors): Promise<boolean> {
  return signInForm.submit({
    validate: ({ name, password, code }) => {
      const errors: FieldErrors = {};
      if (invalid(operatorName, name)) errors.name = errorText.name;
      if (invalid(operatorPassword, password)) errors.password = errorText.password;
      if (invalid(totpCode, code)) errors.code = errorText.code;
      return errors;
    },
    submit: async ({ name, password, code }) => {
      signedIn(await sendCall(opsAuthSignIn, { name: name.trim(), password, code: code.trim() }, { sessionEnd: 'caller' }));
    },
    server: { fields: ['name', 'password', 'code'] },
    // The password and code are never kept after a try, right or wrong.
    onFailure: () => signInForm.setValues((values) => ({ ...values, password: '', code: '' })),
  });
}

/** Opens an enrolment link: the operator's name and new authenticator key, or `enrolFailed`. */
export async function openEnrolment(token: string): Promise<void> {
  $opsSignIn.set({ step: 'enrolLoading' });
  try {
    const answer = await sendCall(opsAuthEnrolment, { token }, { sessionEnd: 'caller' });
    $opsSignIn.set({ step: 'enrol', enrolment: { token, ...answer } });
  } catch {
    $opsSignIn.set({ step: 'enrolFailed' });
  }
}

/** Sets the password and confirms the first code; the link is used up and a session starts. */
export function submitEnrolment(errorText: OpsSignInErrors): Promise<boolean> {
  const state = $opsSignIn.get();
  if (state.step !== 'enrol') return Promise.resolve(false);
  return enrolForm.submit({
    validate: ({ password, confirm, code }) => {
      const errors: FieldErrors = {};
      if (invalid(operatorNewPassword, password)) errors.password = errorText.newPassword;
      else if (confirm !== password) errors.confirm = errorText.mismatch;
      if (invalid(totpCode, code)) errors.code = errorText.code;
      return errors;
    },
    submit: async ({ password, code }) => {
      signedIn(await sendCall(opsAuthEnrolmentComplete, { token: state.enrolment.token, password, code: code.trim() }, { sessionEnd: 'caller' }));
    },
    server: { fields: ['password', 'code'] },
    onFailure: () => enrolForm.setValues((values) => ({ ...values, code: '' })),
  });
}

/** Back to an empty sign-in form (tests, signing in again). */
export function resetOpsSignIn(): void {
  $opsSignIn.set({ step: 'signIn' });
  $opsSessionEnded.set(null);
  signInForm.setValues({ name: '', password: '', code: '' });
  signInForm.setErrors({});
  enrolForm.setValues({ password: '', confirm: '', code: '' });
  enrolForm.setErrors({});
}
