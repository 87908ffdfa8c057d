import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import * as f from './fields.ts';

/**
 * The player's app key (TOTP authenticator). Bound: only since when. Not bound: the pending secret
 * (base32, for typing by hand) and its `otpauth://` URI (for the QR code), the same on every ask
 * until a first code binds it.
 */
export const appKeyState = z.object({
  bound: z.boolean(),
  boundAt: z.nullable(isoDateTime),
  secret: z.nullable(z.string()),
  uri: z.nullable(z.string()),
});
export type AppKeyState = z.infer<typeof appKeyState>;

export const userGoogleKey = defineCall({
  path: '/v2/app/user/google/key',
  auth: 'user',
  tag: 'account',
  summary: 'The app key: bound (and since when), or the pending secret and its otpauth:// URI to scan, made on the first ask and kept until bound',
  request: emptyRequest,
  response: appKeyState,
});

export const userGoogleKeyBind = defineCall({
  path: '/v2/app/user/google/key/bind',
  auth: 'user',
  tag: 'account',
  summary: 'Bind the pending app key with a first code from the authenticator app',
  request: z.strictObject({ code: f.appKeyCode }),
  response: appKeyState,
});

export const userGoogleKeyReset = defineCall({
  path: '/v2/app/user/google/key/reset',
  auth: 'user',
  tag: 'account',
  summary: 'Remove the bound app key, proved by a current code, or (authenticator lost) by the code mailed by user/google/key/reset/email/code',
  request: z.strictObject({ code: z.optional(f.appKeyCode), emailCode: z.optional(f.emailCode) }).check(
    z.refine((body) => (body.code === undefined) !== (body.emailCode === undefined), {
      path: ['code'],
      params: { validation: 'appKeyProof' },
    }),
  ),
  response: z.null(),
});

export const userGoogleKeyResetEmailCode = defineCall({
  path: '/v2/app/user/google/key/reset/email/code',
  auth: 'user',
  tag: 'account',
  summary: 'Mail a code to the account’s address that resets the app key without the authenticator',
  request: emptyRequest,
  response: z.object({ cooldownSeconds: z.number().check(z.int()), expiresInSeconds: z.number().check(z.int()) }),
});
