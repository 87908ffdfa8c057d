// Sign-in, registration, password recovery and sessions: each validated body to one service call.
import { AppError } from '../../errors.ts';
import type { CallContext, CallHandlers, SessionRef } from '../../http/call-handler.ts';
import type { AppKeyGate } from '../app-key/app-key-code.ts';
import { unlockAccount } from './account-lock.ts';
import type { AuthDeps } from './auth.deps.ts';
import { newCaptcha } from './captcha.service.ts';
import { codeTimings } from './email-codes.service.ts';
import { changePassword, resetPassword, sendPasswordResetCode, setPaymentPassword } from './password.service.ts';
import { checkAvailability, registerUser, sendRegistrationCode, verifyRegistrationCode } from './registration.service.ts';
import { endSession } from './sessions.ts';
import { login, loginWithProvider } from './sign-in.service.ts';

type AuthCalls =
  | 'captcha' | 'authSettings' | 'registerSendEmailCode' | 'registerVerifyCode' | 'registerValid'
  | 'registerUser' | 'login' | 'login3' | 'findPasswordSend' | 'findPasswordReset' | 'logout'
  | 'passwordUpdate' | 'paymentPasswordUpdate' | 'unlock';

/** The guard has run on every `auth: 'user'` call; no session here is a wiring fault. */
export function sessionOf(context: CallContext): SessionRef {
  if (!context.session) throw new AppError(401, 'UNAUTHORIZED');
  return context.session;
}

export function authHandlers(deps: AuthDeps, appKey: AppKeyGate): Pick<CallHandlers, AuthCalls> {
  return {
    captcha: async () => newCaptcha(deps, deps.captchaText?.()),
    authSettings: async () => ({ ...deps.config.publicSignIn, emailCodeCooldownSeconds: codeTimings.cooldownSeconds }),
    registerSendEmailCode: async ({ email }, context) => sendRegistrationCode(deps, email, context, context.locale),
    registerVerifyCode: async (input) => verifyRegistrationCode(deps, input),
    registerValid: async (input) => checkAvailability(deps, input),
    registerUser: async (input, context) => registerUser(deps, input, context),
    login: async (input, context) => login(deps, input, context),
    login3: async (input, context) => loginWithProvider(deps, input, context),
    findPasswordSend: async (input, context) => sendPasswordResetCode(deps, input, context, context.locale),
    findPasswordReset: async (input) => resetPassword(deps, input),
    unlock: async ({ token }) => unlockAccount(deps, token),
    logout: async (_input, context) => {
      await endSession(deps.db, deps.now(), sessionOf(context).sessionId, 'logout');
      return null;
    },
    passwordUpdate: async (input, context) => changePassword(deps, sessionOf(context), input),
    paymentPasswordUpdate: async (input, context) => setPaymentPassword(deps, sessionOf(context), input, appKey),
  };
}
