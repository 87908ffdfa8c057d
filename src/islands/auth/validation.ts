import type { TFunction } from 'i18next';
import * as fields from '../../contracts/fields.ts';

// Form checks of the auth popup. They answer messages of the `auth` namespace per field, in the
// page's language (`t` is the popup's translator); the contracts check the same rules again.

type FieldErrors<F extends string> = Partial<Record<F, string>>;

const required = (value: string) => value.trim() === '';
const isEmail = (value: string) => fields.email.safeParse(value).success;

export function validateLogin(form: { account: string; password: string; qrcode: string }, t: TFunction): FieldErrors<'account' | 'password' | 'qrcode'> {
  const errors: FieldErrors<'account' | 'password' | 'qrcode'> = {};
  if (required(form.account)) errors.account = t('required.account');
  if (form.password === '') errors.password = t('required.password');
  if (required(form.qrcode)) errors.qrcode = t('required.captcha');
  return errors;
}

/** The send-code button works only with an address that looks right. */
export function emailReady(email: string): boolean {
  return !required(email) && isEmail(email);
}

export function validateEmail(email: string, t: TFunction): string | undefined {
  if (required(email)) return t('required.email');
  if (!isEmail(email)) return t('invalid.email');
  return undefined;
}

export function validateRegisterStep1(form: { email: string; code: string; acceptTerms: boolean }, t: TFunction): FieldErrors<'email' | 'code' | 'acceptTerms'> {
  const errors: FieldErrors<'email' | 'code' | 'acceptTerms'> = {};
  const email = validateEmail(form.email, t);
  if (email) errors.email = email;
  if (required(form.code)) errors.code = t('required.code');
  else if (!fields.emailCode.safeParse(form.code).success) errors.code = t('invalid.code');
  if (!form.acceptTerms) errors.acceptTerms = t('invalid.acceptTerms');
  return errors;
}

type Step2Field = 'account' | 'password' | 'confirmPassword' | 'agentCode';
export function validateRegisterStep2(form: { account: string; password: string; confirmPassword: string; agentCode: string }, t: TFunction): FieldErrors<Step2Field> {
  const errors: FieldErrors<Step2Field> = {};
  const account = form.account.trim();
  if (account === '') errors.account = t('required.account');
  else if (!/^[A-Za-z0-9]+$/.test(account)) errors.account = t('invalid.lettersDigits');
  else if (!fields.account.safeParse(account).success) errors.account = t('invalid.length', { min: 4, max: 20 });
  if (form.password === '') errors.password = t('required.password');
  else if (!fields.password.safeParse(form.password).success) errors.password = t('invalid.length', { min: 6, max: 64 });
  if (form.confirmPassword === '') errors.confirmPassword = t('required.confirmPassword');
  else if (form.confirmPassword !== form.password) errors.confirmPassword = t('invalid.passwordMismatch');
  const agentCode = form.agentCode.trim();
  if (agentCode && !/^[A-Za-z0-9]+$/.test(agentCode)) errors.agentCode = t('invalid.lettersDigits');
  return errors;
}

export function validateFindPasswordSend(form: { account: string; qrcode: string }, t: TFunction): FieldErrors<'account' | 'qrcode'> {
  const errors: FieldErrors<'account' | 'qrcode'> = {};
  if (required(form.account)) errors.account = t('required.account');
  if (required(form.qrcode)) errors.qrcode = t('required.captcha');
  return errors;
}

export function validateFindPasswordReset(form: { code: string; newPassword: string }, t: TFunction): FieldErrors<'code' | 'newPassword'> {
  const errors: FieldErrors<'code' | 'newPassword'> = {};
  if (required(form.code)) errors.code = t('required.resetCode');
  else if (!fields.emailCode.safeParse(form.code).success) errors.code = t('invalid.code');
  if (form.newPassword === '') errors.newPassword = t('required.newPassword');
  else if (!fields.password.safeParse(form.newPassword).success) errors.newPassword = t('invalid.length', { min: 6, max: 64 });
  return errors;
}
