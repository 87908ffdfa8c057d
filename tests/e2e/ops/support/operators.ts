// Console journeys' operators: one made by the demo admin's CLI credential with the roles a journey
// needs and enrolled through the API (its TOTP code computed here), then signed in in the browser.
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
  /** The latest 30-second step whose code the server took: it takes each step's code once, and only later ones. */
  usedStep: number;
}

export const STEP_MS = 30_000;
export const stepAt = (at: number) => Math.floor(at / STEP_MS);
export const codeAt = (secret: string, at: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * The code an authenticator shows now, or the next step's (the server takes ±1 step) when this
 * step's is spent; waits for a later step only when that one is spent too. Marks it used.
 */
export async function freshCode(operator: JourneyOperator): Promise<string> {
  while (operator.usedStep > stepAt(Date.now())) await new Promise((resolve) => setTimeout(resolve, 500));
  const step = Math.max(stepAt(Date.now()), operator.usedStep + 1);
  operator.usedStep = step;
  return codeAt(operator.secret, step * STEP_MS);
}

/** An operator holding `roles`, enrolled through the API; `prefix` starts its (unique) name. */
export async function enrolledOperator(request: APIRequestContext, prefix: string, roles: OperatorRole[]): Promise<JourneyOperator> {
  const name = `${prefix}-${Date.now().toString(36)}`;
  const password = `e2e ${prefix} operator 2026`;
  const created = await apiCall<{ enrolment: { token: string } }>(request, '/v2/ops/operator/create', { name, roles }, { operator: true, idempotent: true });
  const { token } = created.enrolment;
  const { secret } = await apiCall<{ secret: string }>(request, '/v2/ops/auth/enrolment', { token });
  const enrolment = await previousStepCode(secret, 1_000);
  await apiCall(request, '/v2/ops/auth/enrolment/complete', { token, password, code: enrolment.code });
  return { name, password, secret, usedStep: enrolment.step };
}

/**
 * The previous step's code, which the server still accepts: enrolling with it leaves this step's
 * and the next one's for signing in and a step-up, without waiting for a new step. Not in a step's
 * last `margin` ms: the code must still be accepted when the enrolment arrives (an API call takes a
 * moment, a form sent from the browser longer).
 */
export async function previousStepCode(secret: string, margin: number): Promise<{ code: string; step: number }> {
  while (STEP_MS - (Date.now() % STEP_MS) < margin) await new Promise((resolve) => setTimeout(resolve, 100));
  const step = stepAt(Date.now()) - 1;
  return { code: codeAt(secret, step * STEP_MS), step };
}

/** Signs the operator in on the console's sign-in page in `locale`. */
export async function signInOperator(page: Page, locale: Locale, operator: JourneyOperator): Promise<void> {
  const ops = (key: string) => text(locale, 'ops', `opsConsole.signIn.${key}`);
  await page.goto(localizePath('/ops/sign-in', locale));
  await page.getByLabel(ops('name'), { exact: true }).fill(operator.name);
  await page.getByLabel(ops('password'), { exact: true }).fill(operator.password);
  await page.getByLabel(ops('totp'), { exact: true }).fill(await freshCode(operator));
  await page.getByRole('button', { name: ops('submit') }).click();
  await expect(page.getByRole('status')).toHaveText(ops('signedIn').replace('{{name}}', operator.name));
}
