import * as fields from '../../contracts/fields.ts';
import type { FieldIssue } from '../../contracts/envelope.ts';

// Form checks of the auth popup. They answer message keys of the `auth` namespace per field,
// so the screen shows them in its language; the contracts check the same rules again.

/** A message key of the `auth` namespace (with its values), or text as the server wrote it. */
export type Problem = { key: string; values?: Record<string, number> } | { text: string };
export type FieldErrors<F extends string> = Partial<Record<F, Problem>>;

const problem = (key: string, values?: Record<string, number>): Problem => (values ? { key, values } : { key });

const required = (value: string) => value.trim() === '';
const isEmail = (value: string) => fields.email.safeParse(value).success;

export function validateLogin(form: { account: string; password: string; qrcode: string }): FieldErrors<'account' | 'password' | 'qrcode'> {
  const errors: FieldErrors<'account' | 'password' | 'qrcode'> = {};
  if (required(form.account)) errors.account = problem('required.account');
  if (form.password === '') errors.password = problem('required.password');
  if (required(form.qrcode)) errors.qrcode = problem('required.captcha');
  return errors;
}

/** The send-code button works only with an address that looks right. */
export function emailReady(email: string): boolean {
  return !required(email) && isEmail(email);
}

export function validateEmail(email: string): Problem | undefined {
  if (required(email)) return problem('required.email');
  if (!isEmail(email)) return problem('invalid.email');
  return undefined;
}

export function validateRegisterStep1(form: { email: string; code: string; acceptTerms: boolean }): FieldErrors<'email' | 'code' | 'acceptTerms'> {
  const errors: FieldErrors<'email' | 'code' | 'acceptTerms'> = {};
  const email = validateEmail(form.email);
  if (email) errors.email = email;
  if (required(form.code)) errors.code = problem('required.code');
  else if (!fields.emailCode.safeParse(form.code).success) errors.code = problem('invalid.code');
  if (!form.acceptTerms) errors.acceptTerms = problem('invalid.acceptTerms');
  return errors;
}

type Step2Field = 'account' | 'password' | 'confirmPassword' | 'agentCode';
export function validateRegisterStep2(form: { account: string; password: string; confirmPassword: string; agentCode: string }): FieldErrors<Step2Field> {
  const errors: FieldErrors<Step2Field> = {};
  const account = form.account.trim();
  if (account === '') errors.account = problem('required.account');
  else if (!/^[A-Za-z0-9]+$/.test(account)) errors.account = problem('invalid.lettersDigits');
  else if (!fields.account.safeParse(account).success) errors.account = problem('invalid.length', { min: 4, max: 20 });
  if (form.password === '') errors.password = problem('required.password');
  else if (!fields.password.safeParse(form.password).success) errors.password = problem('invalid.length', { min: 6, max: 64 });
  if (form.confirmPassword === '') errors.confirmPassword = problem('required.confirmPassword');
  else if (form.confirmPassword !== form.password) errors.confirmPassword = problem('invalid.passwordMismatch');
  const agentCode = form.agentCode.trim();
  if (agentCode && !/^[A-Za-z0-9]+$/.test(agentCode)) errors.agentCode = problem('invalid.lettersDigits');
  return errors;
}

export function validateFindPasswordSend(form: { account: string; qrcode: string }): FieldErrors<'account' | 'qrcode'> {
  const errors: FieldErrors<'account' | 'qrcode'> = {};
  if (required(form.account)) errors.account = problem('required.account');
  if (required(form.qrcode)) errors.qrcode = problem('required.captcha');
  return errors;
}

export function validateFindPasswordReset(form: { code: string; newPassword: string }): FieldErrors<'code' | 'newPassword'> {
  const errors: FieldErrors<'code' | 'newPassword'> = {};
  if (required(form.code)) errors.code = problem('required.resetCode');
  else if (!fields.emailCode.safeParse(form.code).success) errors.code = problem('invalid.code');
  if (form.newPassword === '') errors.newPassword = problem('required.newPassword');
  else if (!fields.password.safeParse(form.newPassword).success) errors.newPassword = problem('invalid.length', { min: 6, max: 64 });
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/**
 * Field issues from the server, as shown text, on the form's own field names (`rename` maps
 * contract names such as `qrcode` to a form field when they differ).
 */
export function serverFieldErrors(issues: readonly FieldIssue[], known: readonly string[], rename: Record<string, string> = {}): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  for (const issue of issues) {
    const field = rename[issue.field] ?? issue.field;
    if (known.includes(field) && !out[field]) out[field] = { text: issue.message };
  }
  return out;
}

