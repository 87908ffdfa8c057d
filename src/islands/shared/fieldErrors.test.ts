import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { hasErrors, serverFieldErrors } from './fieldErrors.ts';

const refusal = (error: string, msg: string, issues: { field: string; message: string }[] = []) =>
  new ApiError({ code: 400, error, msg, issues });

describe('serverFieldErrors', () => {
  it('puts each issue under its field, the first message winning, nested names under their top field', () => {
    const error = refusal('VALIDATION_FAILED', 'Check the form', [
      { field: 'account', message: 'Too short' },
      { field: 'account', message: 'Letters only' },
      { field: 'profile.phone', message: 'Bad phone' },
    ]);
    expect(serverFieldErrors(error)).toEqual({ account: 'Too short', profile: 'Bad phone' });
  });

  it('keeps only the form’s fields and renames contract names to them', () => {
    const error = refusal('VALIDATION_FAILED', 'Check the form', [
      { field: 'qrcode', message: 'Wrong code' },
      { field: 'uuid', message: 'Missing' },
    ]);
    expect(serverFieldErrors(error, { fields: ['code', 'newPassword'], rename: { qrcode: 'code' } })).toEqual({ code: 'Wrong code' });
  });

  it('shows a business error under the field it belongs to, unless an issue already speaks for it', () => {
    const wrong = refusal('PASSWORD_INCORRECT', 'The current password is wrong');
    expect(serverFieldErrors(wrong, { fieldOfError: { PASSWORD_INCORRECT: 'oldPassword' } })).toEqual({ oldPassword: 'The current password is wrong' });
    expect(serverFieldErrors(wrong, { fields: ['newPassword'], fieldOfError: { PASSWORD_INCORRECT: 'oldPassword' } })).toEqual({});
    const both = refusal('PASSWORD_INCORRECT', 'Wrong', [{ field: 'oldPassword', message: 'Required' }]);
    expect(serverFieldErrors(both, { fieldOfError: { PASSWORD_INCORRECT: 'oldPassword' } })).toEqual({ oldPassword: 'Required' });
  });

  it('answers nothing for failures that are not the API’s', () => {
    expect(serverFieldErrors(new Error('offline'), { fieldOfError: { Error: 'account' } })).toEqual({});
  });
});

describe('hasErrors', () => {
  it('counts only fields that carry a message', () => {
    expect(hasErrors({ account: undefined })).toBe(false);
    expect(hasErrors({ account: undefined, password: 'Required' })).toBe(true);
  });
});
