import { call } from '../api/calls.ts';
import { userInfoCall } from '../contracts/account.ts';
import { isAgent as isAgentCall } from '../contracts/agent.ts';
import { login as loginCall, login3, captcha as captchaCall, authSettings, registerSendEmailCode, registerVerifyCode as registerVerifyCodeCall, registerUser as registerUserCall, findPasswordSend as findPasswordSendCall, findPasswordReset as findPasswordResetCall, unlock, logout as logoutCall } from '../contracts/auth.ts';
import type { CallOptions } from '../api/client.ts';
import type { CallRequest } from '../contracts/define.ts';
import type * as contracts from '../contracts/auth.ts';
import type { UserInfo } from '../contracts/account.ts';
import { trackRegistrationComplete } from '../lib/tracking.ts';
import { $authPopup } from './authPopup.ts';
import { $token, logout, setIsAgent, setToken, setUser } from './session.ts';
import { takeNextPageToast, toastOnNextPage } from './nextPageToast.ts';
import { $toasts, showToast } from './toasts.ts';

// Signing in, registering and signing out. Every action goes through the API client, so a
// failure has already been shown as a toast when it rejects here; callers only need the
// rejection to update their own view (field issues, captcha).

export type LoginForm = CallRequest<typeof contracts.login>;
export type RegisterVerifyForm = CallRequest<typeof contracts.registerVerifyCode>;
export type RegisterForm = CallRequest<typeof contracts.registerUser>;
export type ThirdPartyEvent = (typeof contracts.thirdPartyEvents)[number];
export type FindPasswordSendForm = CallRequest<typeof contracts.findPasswordSend>;
export type FindPasswordResetForm = CallRequest<typeof contracts.findPasswordReset>;

/** Loads the signed-in user and the agent flag into the session stores. */
export async function loadProfile(options: Pick<CallOptions, 'sessionEnd'> = {}): Promise<UserInfo> {
  const [user, isAgent] = await Promise.all([call(userInfoCall, {}, options), call(isAgentCall, {}, options)]);
  setUser(user);
  setIsAgent(isAgent);
  return user;
}

/** The confirmation a new account gets, in the page's language (the island words it). */
export type Welcome = (user: UserInfo) => string;

/**
 * Says a new account is ready. Signing up is often followed by a navigation (the login page goes
 * on to its target, LINE back to where it started): while the toast is up here, the next page is
 * told to show it again; once it has gone away on this page, that is taken back.
 */
function welcomeNewAccount(user: UserInfo, welcome: Welcome | undefined): void {
  if (!welcome) return;
  const message = welcome(user);
  const id = showToast(message, { tone: 'positive' });
  const waiting = { kind: 'message', message, tone: 'positive' } as const;
  toastOnNextPage(waiting);
  const stop = $toasts.listen((toasts) => {
    if (toasts.some((toast) => toast.id === id)) return;
    stop();
    const next = takeNextPageToast();
    // Something else was left for the next page meanwhile: it stays.
    if (next && !(next.kind === 'message' && next.message === message)) toastOnNextPage(next);
  });
}

/** Stores a fresh session token and loads its profile; any failure leaves no token behind. */
async function signInWith<T extends { token: string }>(obtainToken: () => Promise<T>, then?: (answer: T, user: UserInfo) => void): Promise<UserInfo> {
  try {
    const answer = await obtainToken();
    setToken(answer.token);
    const user = await loadProfile({ sessionEnd: 'caller' });
    then?.(answer, user);
    return user;
  } catch (error) {
    if ($token.get()) setToken(undefined);
    setUser({});
    setIsAgent(false);
    throw error;
  }
}

export function loginWithPassword(form: LoginForm): Promise<UserInfo> {
  return signInWith(() => call(loginCall, form));
}

/**
 * Google (ID token) or LINE (authorization code); the server creates the account on first use,
 * and only then is the player welcomed.
 */
export function loginThirdParty(event: ThirdPartyEvent, token: string, agentCode?: string, welcome?: Welcome): Promise<UserInfo> {
  return signInWith(
    () => call(login3, { event, token, ...(agentCode ? { agentCode } : {}) }),
    ({ created }, user) => {
      if (created) welcomeNewAccount(user, welcome);
    },
  );
}

type CaptchaAnswer = ReturnType<typeof call<typeof captchaCall>>;
/** A captcha asked for before its form was drawn, and when (captchas are good for 5 minutes). */
let early: { at: number; answer: CaptchaAnswer } | null = null;
const EARLY_CAPTCHA_MAX_AGE_MS = 60_000;
// Closed before its form took it: the next opening asks for a fresh one.
$authPopup.listen(({ open }) => {
  if (!open) early = null;
});

/**
 * Starts loading the login form's captcha while the form's strings and script still load (the
 * route guard, as it opens the login popup): the image then comes with the form, not a round
 * trip after it. The form's next `fetchCaptcha` takes it.
 */
export function prefetchCaptcha(): void {
  if (early) return;
  const answer = call(captchaCall);
  // A failure is the form's to report, when it takes the answer.
  answer.catch(() => undefined);
  early = { at: Date.now(), answer };
}

/** A new captcha (each is single use): the prefetched one first, when young enough. */
export function fetchCaptcha(): CaptchaAnswer {
  const taken = early;
  early = null;
  if (taken && Date.now() - taken.at < EARLY_CAPTCHA_MAX_AGE_MS) return taken.answer;
  return call(captchaCall);
}

export function fetchAuthSettings() {
  return call(authSettings);
}

/** Registration step 1a: mail the code. */
export function sendRegisterCode(email: string) {
  return call(registerSendEmailCode, { email });
}

/** Registration step 1b: the mailed code and the accepted terms. */
export function verifyRegisterCode(form: RegisterVerifyForm) {
  return call(registerVerifyCodeCall, form);
}

/** Registration step 2: create the account, sign in, load the profile, tell the trackers, welcome the player. */
export async function register(form: RegisterForm, welcome?: Welcome): Promise<UserInfo> {
  const agentCode = form.agentCode?.trim() || undefined;
  const user = await signInWith(() => call(registerUserCall, { ...form, agentCode }));
  trackRegistrationComplete({ method: 'email', ...(agentCode ? { agentCode } : {}) });
  welcomeNewAccount(user, welcome);
  return user;
}

export function sendPasswordReset(form: FindPasswordSendForm) {
  return call(findPasswordSendCall, form);
}

export function resetPassword(form: FindPasswordResetForm) {
  return call(findPasswordResetCall, form);
}

/** Lifts an account lock with the token of the link mailed to the owner. */
export function unlockAccount(token: string) {
  return call(unlock, { token });
}

/**
 * Ends the session on the server too, then forgets it here and goes to the home page of the
 * page's language, which confirms it. A session the server had already ended changes nothing:
 * signing out is what the player asked for.
 */
export async function logoutEverywhere(location?: Pick<Location, 'assign' | 'pathname'>): Promise<void> {
  try {
    if ($token.get()) await call(logoutCall, {}, { sessionEnd: 'caller' });
  } catch {
    // Already shown; the session ends in this browser regardless.
  }
  logout(location);
}
