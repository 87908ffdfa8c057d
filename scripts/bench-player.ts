// A new player of a bench's own demo server: registered with the code the dev outbox holds.
import { randomBytes } from 'node:crypto';

export async function benchPost<T>(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Registers a new player on the demo server at `base`; answers its account and session token. */
export async function registerBenchPlayer(base: string): Promise<{ account: string; token: string }> {
  const account = `bench${randomBytes(4).toString('hex')}`;
  const email = `${account}@example.com`;
  const password = `Bench-${randomBytes(6).toString('hex')}9`;
  await benchPost(base, '/v2/app/register/send/email/code', { email });
  // The mail leaves after the answer: wait for it.
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const outbox = (await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { text?: string }[];
    code = /(?<!\d)(\d{6})(?!\d)/.exec(outbox.map((mail) => mail.text ?? '').join('\n'))?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error('no code in the dev outbox');
  await benchPost(base, '/v2/app/register/verify/code', { email, code, acceptTerms: true });
  const { token } = await benchPost<{ token: string }>(base, '/v2/app/register/user', { account, email, password });
  return { account, token };
}
