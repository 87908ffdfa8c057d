import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { $toasts, clearToasts, showToast } from '../../stores/toasts.ts';
import { createFormStore } from './formStore.ts';

afterEach(() => clearToasts());

const loginFailed = () => new ApiError({ code: 401, error: 'LOGIN_FAILED', msg: 'The account, password or captcha is incorrect.' });
const noCheck = () => ({});

/** An ApiError as the API client hands it over: already shown as a toast. */
function toasted(error: ApiError): ApiError {
  error.toastId = showToast(error.msg, { tone: 'critical' });
  return error;
}

describe('form store', () => {
  it('says a failure that names no field at the form’s top, with the note that the captcha was replaced', async () => {
    const form = createFormStore({ account: 'player1', password: 'secret1', qrcode: 'ab12' });
    const ok = await form.submit({
      validate: noCheck,
      submit: () => Promise.reject(loginFailed()),
      server: { fields: ['account', 'password', 'qrcode'] },
      failureNote: 'A new captcha is shown.',
    });
    expect(ok).toBe(false);
    expect(form.$form.get()).toMatchObject({ errors: {}, formError: 'The account, password or captcha is incorrect. A new captcha is shown.', busy: false });
  });

  it('puts a failure that names a field under that field, not at the top', async () => {
    const form = createFormStore({ email: 'a@example.com', code: '123456' });
    await form.submit({
      validate: noCheck,
      submit: () => Promise.reject(new ApiError({ code: 422, error: 'EMAIL_CODE_INVALID', msg: 'The verification code is incorrect.' })),
      server: { fields: ['email', 'code'], fieldOfError: { EMAIL_CODE_INVALID: 'code' } },
    });
    expect(form.$form.get()).toMatchObject({ errors: { code: 'The verification code is incorrect.' }, formError: undefined });

    await form.submit({
      validate: noCheck,
      submit: () => Promise.reject(new ApiError({ code: 400, error: 'VALIDATION_FAILED', msg: 'Check the form', issues: [{ field: 'email', message: 'Not an email' }] })),
      server: { fields: ['email', 'code'] },
    });
    expect(form.$form.get()).toMatchObject({ errors: { email: 'Not an email' }, formError: undefined });
  });

  it('keeps the messages however long nobody edits; a field’s edit clears its own message and the top one', async () => {
    vi.useFakeTimers();
    try {
      const form = createFormStore({ account: '', code: '' });
      form.setErrors({ account: 'Taken', code: 'Wrong code' });
      form.fail(loginFailed());
      form.setErrors((errors) => ({ ...errors, account: 'Taken', code: 'Wrong code' }));
      vi.advanceTimersByTime(60_000);
      expect(form.$form.get()).toMatchObject({ errors: { account: 'Taken', code: 'Wrong code' }, formError: 'The account, password or captcha is incorrect.' });

      form.setValue('code', 'x');
      expect(form.$form.get()).toMatchObject({ values: { code: 'x' }, errors: { account: 'Taken', code: undefined }, formError: undefined });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the other fields’ messages when a call outside submission fails (a send-code button)', () => {
    const form = createFormStore({ email: 'a@example.com', code: '' });
    form.setErrors({ code: 'Required' });
    form.fail(new ApiError({ code: 409, error: 'EMAIL_TAKEN', msg: 'This email address is already registered.' }), { fieldOfError: { EMAIL_TAKEN: 'email' } });
    expect(form.$form.get()).toMatchObject({ errors: { email: 'This email address is already registered.', code: 'Required' }, formError: undefined });
  });

  it('does not clear messages for values the program sets (an emptied captcha)', () => {
    const form = createFormStore({ qrcode: 'ab12' });
    form.fail(loginFailed(), undefined, 'A new captcha is shown.');
    form.setValues((values) => ({ ...values, qrcode: '' }));
    expect(form.$form.get().formError).toBe('The account, password or captcha is incorrect. A new captcha is shown.');
  });

  it('takes back the API client’s toast once the form says the message itself', () => {
    const form = createFormStore({ account: '' });
    showToast('Saved elsewhere', { tone: 'positive' });
    form.fail(toasted(loginFailed()));
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Saved elsewhere']);
  });

  it('sends nothing while a local check fails, and clears the last top message on a new try', async () => {
    const form = createFormStore({ account: '' });
    form.fail(loginFailed());
    const submit = vi.fn(() => Promise.resolve());
    expect(await form.submit({ validate: () => ({ account: 'Required' }), submit })).toBe(false);
    expect(submit).not.toHaveBeenCalled();
    expect(form.$form.get()).toMatchObject({ errors: { account: 'Required' }, formError: undefined });
  });

  it('ignores a second submit while the first is still running, then shows the success toast', async () => {
    const form = createFormStore({ account: 'player1' });
    let finish = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = form.submit({ validate: noCheck, submit, success: 'Saved' });
    expect(form.$form.get().busy).toBe(true);
    expect(await form.submit({ validate: noCheck, submit })).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form.$form.get().busy).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Saved']);
  });
});
