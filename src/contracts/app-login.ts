import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { secret } from './secret.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import { tokenData } from './auth.ts';
import * as f from './fields.ts';

// App login by QR: a signed-in player shows a one-time ticket as a QR code; the mobile app scans
// it and exchanges it for an app session of its own. The player lists and ends app sessions.

/** What the QR code holds: the app's own scheme, so a phone's camera never opens it as a web page. */
export const APP_LOGIN_URI_PREFIX = 'gamehall://login?ticket=';

/** A ticket: 32 random bytes, base64url (43 characters). */
export const appLoginTicket = secret(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)));

export const appLoginCode = defineCall({
  path: '/v2/app/user/login/qr/code',
  auth: 'user',
  tag: 'account',
  summary: 'A one-time ticket (60 s) for the mobile app to sign in as this player, and the QR content that carries it',
  request: emptyRequest,
  response: z.object({
    /** `gamehall://login?ticket=<ticket>`: what the QR code encodes. */
    uri: z.string(),
    ticket: z.string(),
    expiresAt: isoDateTime,
    /** Lifetime in seconds, so a client with a wrong clock can count down from its own time. */
    expiresIn: z.number().check(z.int(), z.positive()),
  }),
});

export const appLoginExchange = defineCall({
  path: '/v2/app/auth/login/qr/exchange',
  auth: 'none',
  tag: 'auth',
  summary: 'The mobile app spends a scanned ticket (once, within 60 s) for an app session token',
  request: z.strictObject({ ticket: appLoginTicket, deviceName: z.optional(f.nickname) }),
  response: tokenData,
});

export const appSession = z.object({
  id: z.number().check(z.int()),
  deviceName: z.nullable(z.string()),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
});
export type AppSession = z.infer<typeof appSession>;

export const appSessionList = defineCall({
  path: '/v2/app/user/app/session/list',
  auth: 'user',
  tag: 'account',
  summary: "The player's live app sessions, newest first",
  request: emptyRequest,
  response: z.object({ list: z.array(appSession) }),
});

export const appSessionEnd = defineCall({
  path: '/v2/app/user/app/session/end',
  auth: 'user',
  tag: 'account',
  summary: 'End one of the player\'s app sessions (its token then answers 401)',
  request: z.strictObject({ id: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) }),
  response: z.null(),
});
