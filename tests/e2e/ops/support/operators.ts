// Console journeys' operators: one made by the demo admin's CLI credential with the roles a journey
// needs and enrolled through the API (its TOTP code computed here), then signed in in the browser.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { OperatorRole } from '../../../../src/contracts/ops-roles.ts';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { text } from '../../support/popup.ts';
import { expect } from '../../support/test.ts';
import { apiCall } from '../../wallet/support/wallet.ts';

export interface JourneyOperator {
  name: string;
  password: string;
  secret: string;
}

export const codeAt = (secret: string, at: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** An operator holding `roles`, enrolled through the API; `prefix` starts its (unique) name. */
export async function enrolledOperator(request: APIRequestContext, prefix: string, roles: OperatorRole[]): Promise<JourneyOperator> {
  const name = `${prefix}-${Date.now().toString(36)}`;
  const password = `e2e ${prefix} operator 2026`;
  const created = await apiCall<{ enrolment: { token: string } }>(request, '/v2/ops/operator/create', { name, roles }, { operator: true, idempotent: true });
  const { token } = created.enrolment;
  const { secret } = await apiCall<{ secret: string }>(request, '/v2/ops/auth/enrolment', { token });
  await apiCall(request, '/v2/ops/auth/enrolment/complete', { token, password, code: codeAt(secret, Date.now()) });
  return { name, password, secret };
}

/** Signs the operator in on the console's sign-in page in `locale`. */
export async function signInOperator(page: Page, locale: Locale, operator: JourneyOperator): Promise<void> {
  const ops = (key: string) => text(locale, 'ops', `opsConsole.signIn.${key}`);
  await page.goto(localizePath('/ops/sign-in', locale));
  await page.getByLabel(ops('name'), { exact: true }).fill(operator.name);
  await page.getByLabel(ops('password'), { exact: true }).fill(operator.password);
  // Enrolment spent this 30-second step's code, and each code counts once: the next step's code
  // (within the accepted ±1 step) is the one an authenticator shows a moment later.
  await page.getByLabel(ops('totp'), { exact: true }).fill(codeAt(operator.secret, Date.now() + 30_000));
  await page.getByRole('button', { name: ops('submit') }).click();
  await expect(page.getByRole('status')).toHaveText(ops('signedIn').replace('{{name}}', operator.name));
}

export async function expectNoAxeViolations(page: Page, route: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), route).toEqual([]);
}
