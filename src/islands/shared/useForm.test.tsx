import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../api/ApiError.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { useForm, type FormOptions } from './useForm.ts';

type Values = { account: string; code: string };

afterEach(() => {
  cleanup();
  clearToasts();
});

function TestForm(options: Omit<FormOptions<Values>, 'initial'>) {
  const form = useForm<Values>({ initial: { account: '', code: '' }, ...options });
  return (
    <form onSubmit={form.onSubmit} noValidate>
      {(['account', 'code'] as const).map((name) => (
        <p key={name}>
          <input aria-label={name} value={form.values[name]} onChange={(event) => form.setValue(name, event.target.value)} />
          <span role="alert">{form.errors[name]}</span>
        </p>
      ))}
      <button type="submit" disabled={form.busy}>
        Send
      </button>
    </form>
  );
}

const requireAccount = (values: Values) => ({ account: values.account.trim() ? undefined : 'Required' });
const messages = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('useForm', () => {
  it('sends nothing while a local check fails, and drops a message once its field is edited', async () => {
    const submit = vi.fn(async () => undefined);
    render(<TestForm validate={requireAccount} submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('account'), { target: { value: 'p' } });
    expect(messages()).toEqual(['', '']);
  });

  it('sends the current values, then shows the success toast', async () => {
    const submit = vi.fn(async (_values: Values) => undefined);
    render(<TestForm validate={requireAccount} submit={submit} success="Saved" />);
    fireEvent.change(screen.getByLabelText('account'), { target: { value: 'player1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect($toasts.get().map((toast) => toast.message)).toEqual(['Saved']));
    expect(submit.mock.calls[0]?.[0]).toEqual({ account: 'player1', code: '' });
  });

  it('puts server messages under their fields and lets the form react to the failure, with no success toast', async () => {
    const issues = [{ field: 'qrcode', message: 'Wrong code' }];
    const onFailure = vi.fn((_error: unknown, form: { setValues: (next: (current: Values) => Values) => void }) =>
      form.setValues((current) => ({ ...current, code: '' })),
    );
    render(
      <TestForm
        validate={() => ({})}
        submit={async () => Promise.reject(new ApiError({ code: 400, error: 'CAPTCHA_INVALID', msg: 'Wrong', issues }))}
        server={{ fields: ['code'], rename: { qrcode: 'code' } }}
        onFailure={onFailure}
        success="Saved"
      />,
    );
    fireEvent.change(screen.getByLabelText('code'), { target: { value: 'ab12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Wrong code')).toBeTruthy();
    expect((screen.getByLabelText('code') as HTMLInputElement).value).toBe('');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);
  });
});
