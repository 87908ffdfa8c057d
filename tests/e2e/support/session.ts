// Session set-up for tests whose subject is not signing in.
import type { Page } from '@playwright/test';
import { signInWithGoogleThroughApi, uniqueAccount } from './accounts.ts';
import { GOOGLE_CLIENT_ID, PROVIDERS_ORIGIN } from './servers.ts';

/** A fresh account (through the sandbox Google) whose token is in this page's storage. */
export async function signedInPage(page: Page, baseURL: string): Promise<{ token: string; email: string }> {
  const { email } = uniqueAccount('gs');
  const token = await signInWithGoogleThroughApi(page.request, PROVIDERS_ORIGIN, GOOGLE_CLIENT_ID, new URL(baseURL).origin, email);
  await page.goto('/support');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return { token, email };
}
