// Sign-in, registration and password-recovery calls (temporary: not yet implemented).
import { AppError } from '../../errors.ts';
import type { CallHandlers } from '../../http/call-handler.ts';

type AuthCalls =
  | 'captcha' | 'authSettings' | 'registerSendEmailCode' | 'registerVerifyCode' | 'registerValid'
  | 'registerUser' | 'login' | 'login3' | 'findPasswordSend' | 'findPasswordReset' | 'logout'
  | 'passwordUpdate' | 'paymentPasswordUpdate';

const notYet = async (): Promise<never> => {
  throw new AppError(501, 'NOT_IMPLEMENTED');
};

export function authHandlers(): Pick<CallHandlers, AuthCalls> {
  return {
    captcha: notYet, authSettings: notYet, registerSendEmailCode: notYet, registerVerifyCode: notYet,
    registerValid: notYet, registerUser: notYet, login: notYet, login3: notYet, findPasswordSend: notYet,
    findPasswordReset: notYet, logout: notYet, passwordUpdate: notYet, paymentPasswordUpdate: notYet,
  };
}
