import { call } from '../api/calls.ts';
import { agentCodeCall } from '../contracts/agent.ts';
import { copyText, type ClipboardHost } from '../lib/clipboard.ts';
import { localizePath, type Locale } from '../../shared/locales.ts';
import { createRemote } from './remote.ts';
import { showToast } from './toasts.ts';

// Sharing the agent's referral code (spec §3): the code, the sign-up link that opens registration
// with it filled in, and copying either.

/** The page that opens sign-up: the login route on its register tab (RegisterForm reads `?agentCode=`). */
export const SIGN_UP_PATH = '/login';

/** `<origin><locale prefix>/login?tab=register&agentCode=CODE`: opens registration with the code prefilled. */
export function inviteLink(origin: string, locale: Locale, agentCode: string): string {
  const url = new URL(localizePath(SIGN_UP_PATH, locale), origin);
  url.searchParams.set('tab', 'register');
  url.searchParams.set('agentCode', agentCode);
  return url.href;
}

export const agentCodeRemote = createRemote((_: null, signal: AbortSignal) => call(agentCodeCall, undefined, { signal }));
export const $agentCode = agentCodeRemote.$state;

export function loadAgentCode(): Promise<void> {
  return agentCodeRemote.load(null);
}

/** Copies `text` and says so in a toast (`copied` or `failed`, in the page's language). */
export async function copyAndTell(text: string, messages: { copied: string; failed: string }, host?: ClipboardHost): Promise<boolean> {
  const copied = await copyText(text, host);
  showToast(copied ? messages.copied : messages.failed, { tone: copied ? 'positive' : 'critical' });
  return copied;
}
