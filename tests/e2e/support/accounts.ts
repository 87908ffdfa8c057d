// Accounts for the journeys: unique names per test, mail codes read from the dev outbox, and
// sign-up through the API for tests whose subject is something other than registration.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export interface TestAccount {
  account: string;
  email: string;
  password: string;
}

/** Letters and digits only, at most 20 characters, unique across runs and workers. */
export function uniqueAccount(prefix = 'e2e'): TestAccount {
  const suffix = `${Date.now().toString(36).slice(-5)}${randomBytes(4).toString('hex')}`;
  const account = `${prefix}${suffix}`.slice(0, 20);
  return { account, email: `${account.toLowerCase()}@example.com`, password: `Pw-${randomBytes(4).toString('hex')}x9` };
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt?: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status(), 'the dev outbox answers while SMTP_URL is unset').toBe(200);
  const body = await response.json();
  const list: OutboxMessage[] = Array.isArray(body) ? body : (body.messages ?? body.list ?? body.data ?? []);
  return list;
}

/** Number of messages sent to an address so far; pass it to `mailedCode` to wait for a newer one. */
export async function outboxCount(request: APIRequestContext, to: string): Promise<number> {
  return (await outbox(request, to)).length;
}

/** The six-digit code in the newest mail to `to`, waiting until more than `seenBefore` have arrived. */
export async function mailedCode(request: APIRequestContext, to: string, seenBefore = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, to);
        if (messages.length <= seenBefore) return undefined;
        const newest = [...messages].sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')))[0];
        code = /\b(\d{6})\b/.exec(`${newest.subject}\n${newest.text}`)?.[1];
        return code;
      },
      { message: `a mailed code for ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

async function call<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(path, { data, headers: token ? { TOKEN: token } : {} });
  const body = await response.json();
  expect(body, `${path} succeeds`).toMatchObject({ code: 200 });
  return body.data as T;
}

/** Signs a new account up through the API (send code, verify, register) and returns its token. */
export async function registerThroughApi(request: APIRequestContext, who: TestAccount = uniqueAccount()): Promise<TestAccount & { token: string }> {
  await call(request, '/v2/app/register/send/email/code', { email: who.email });
  const code = await mailedCode(request, who.email);
  await call(request, '/v2/app/register/verify/code', { email: who.email, code, acceptTerms: true });
  const { token } = await call<{ token: string }>(request, '/v2/app/register/user', {
    account: who.account,
    email: who.email,
    password: who.password,
  });
  return { ...who, token };
}

/** Whether an account name and email are still free (nothing was created under them). */
export async function stillAvailable(request: APIRequestContext, who: Pick<TestAccount, 'account' | 'email'>): Promise<{ account?: boolean; email?: boolean }> {
  return call(request, '/v2/app/register/valid', { account: who.account, email: who.email });
}

/**
 * Signs in with Google without a browser: the sandbox chooser form signs a credential for the
 * address, which `auth/login3` accepts (creating the account on first use). Returns the session token.
 */
export async function signInWithGoogleThroughApi(request: APIRequestContext, providersOrigin: string, clientId: string, appOrigin: string, email: string): Promise<string> {
  const chooser = await request.post(`${providersOrigin}/gsi/select`, {
    form: { client_id: clientId, origin: appOrigin, email, name: 'Journey Tester', email_verified: 'on' },
  });
  expect(chooser.status()).toBe(200);
  const credential = /"credential":"([^"]+)"/.exec(await chooser.text())?.[1];
  expect(credential, 'the chooser hands back a credential').toBeTruthy();
  const { token } = await call<{ token: string }>(request, '/v2/app/auth/login3', { event: 'google', token: credential });
  return token;
}
