import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { secret } from './secret.ts';
import { emptyRequest } from './common.ts';
import * as f from './fields.ts';

// Registration, sign-in, password recovery and sessions. Every call that signs someone in
// answers `{ token }`: an opaque session token the client sends back in the TOKEN header.

export const tokenData = z.object({ token: z.string() });

export const captcha = defineCall({
  path: '/v2/app/auth/captcha',
  auth: 'none',
  tag: 'auth',
  summary: 'New captcha: a GIF (base64, no data: prefix) and its id; single use, expires in 5 minutes',
  request: emptyRequest,
  response: z.object({ img: z.string(), uuid: z.string() }),
});

export const authSettings = defineCall({
  path: '/v2/app/auth/get',
  auth: 'none',
  tag: 'auth',
  summary: 'Public sign-in settings for the authentication popup',
  request: emptyRequest,
  response: z.object({
    google: z.nullable(z.object({ clientId: z.string(), scriptUrl: z.string() })),
    line: z.nullable(z.object({ channelId: z.string(), authorizeUrl: z.string(), redirectUri: z.string() })),
    emailCodeCooldownSeconds: z.number().check(z.int()),
  }),
});

export const registerSendEmailCode = defineCall({
  path: '/v2/app/register/send/email/code',
  auth: 'none',
  tag: 'auth',
  summary: 'Mail a 6-digit registration code (one per address per 60 s)',
  request: z.strictObject({ email: f.email }),
  response: z.object({ cooldownSeconds: z.number().check(z.int()), expiresInSeconds: z.number().check(z.int()) }),
});

export const registerVerifyCode = defineCall({
  path: '/v2/app/register/verify/code',
  auth: 'none',
  tag: 'auth',
  summary: 'Registration step 1: check the mailed code and the accepted terms',
  request: z.strictObject({ email: f.email, code: f.emailCode, acceptTerms: z.literal(true) }),
  response: z.object({ email: z.string(), verifiedUntil: z.string() }),
});

export const registerValid = defineCall({
  path: '/v2/app/register/valid',
  auth: 'none',
  tag: 'auth',
  summary: 'Whether an account name and/or email can still be registered',
  request: z
    .strictObject({ account: z.optional(f.account), email: z.optional(f.email) })
    .check(z.refine((body) => body.account !== undefined || body.email !== undefined, { message: 'required', path: ['account'] })),
  response: z.object({ account: z.optional(z.boolean()), email: z.optional(z.boolean()) }),
});

export const registerUser = defineCall({
  path: '/v2/app/register/user',
  auth: 'none',
  tag: 'auth',
  summary: 'Registration step 2: create the account (email verified in step 1) and sign in',
  request: z.strictObject({ account: f.account, email: f.email, password: f.password, agentCode: z.union([z.optional(f.agentCode), z.literal('')]) }),
  response: tokenData,
});

export const login = defineCall({
  path: '/v2/app/auth/login',
  auth: 'none',
  tag: 'auth',
  summary: 'Sign in with account, password and captcha',
  request: z.strictObject({ account: f.loginName, password: f.currentPassword, uuid: f.captchaId, qrcode: f.captchaAnswer }),
  response: tokenData,
});

export const thirdPartyEvents = ['google', 'line'] as const;
export const login3 = defineCall({
  path: '/v2/app/auth/login3',
  auth: 'none',
  tag: 'auth',
  summary: 'Sign in with Google (ID token) or LINE (authorization code); creates the account on first use',
  request: z.strictObject({
    event: z.enum(thirdPartyEvents),
    /** Google: the ID token (credential). LINE: the authorization code from the redirect. */
    token: secret(z.string().check(z.minLength(1), z.maxLength(4096), z.regex(/^[A-Za-z0-9._~+/=-]+$/))),
    agentCode: z.union([z.optional(f.agentCode), z.literal('')]),
  }),
  /** `created`: this sign-in made a new account (the first with this Google or LINE identity), so the player is welcomed. */
  response: z.extend(tokenData, { created: z.boolean() }),
});

export const findPasswordSend = defineCall({
  path: '/v2/app/auth/send/email',
  auth: 'none',
  tag: 'auth',
  summary: 'Find password step 1: mail a reset code to the account’s address (same answer whether or not it exists)',
  request: z.strictObject({ account: f.loginName, uuid: f.captchaId, qrcode: f.captchaAnswer }),
  response: z.null(),
});

export const findPasswordReset = defineCall({
  path: '/v2/app/auth/reset/password',
  auth: 'none',
  tag: 'auth',
  summary: 'Find password step 2: set a new password with the mailed code; ends every session',
  request: z.strictObject({ account: f.loginName, newPassword: f.password, qrcode: f.emailCode }),
  response: z.null(),
});

export const unlock = defineCall({
  path: '/v2/app/auth/unlock',
  auth: 'none',
  tag: 'auth',
  summary: 'Lift an account lock with the single-use link mailed to its owner when the lock engaged',
  request: z.strictObject({ token: f.unlockToken }),
  response: z.null(),
});

export const logout = defineCall({
  path: '/v2/app/auth/logout',
  auth: 'user',
  tag: 'auth',
  summary: 'End this session on the server (the client also forgets its token)',
  request: emptyRequest,
  response: z.null(),
});

export const passwordUpdate = defineCall({
  path: '/v2/app/auth/password/update',
  auth: 'user',
  tag: 'account',
  summary: 'Change the login password; other sessions end',
  request: z.strictObject({ oldPassword: f.currentPassword, newPassword: f.password }),
  response: z.null(),
});

export const paymentPasswordUpdate = defineCall({
  path: '/v2/app/auth/password/update/payment',
  auth: 'user',
  tag: 'account',
  summary: 'Set or change the fund password (six digits); needs the login password, and the app key code once one is bound',
  request: z.strictObject({ password: f.currentPassword, paymentPassword: f.paymentPassword, appKeyCode: z.optional(f.appKeyCode) }),
  response: z.null(),
});
