import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import { operatorRole, operatorRoleSet } from './ops-roles.ts';
import { secret } from './secret.ts';

// Operator identity: named operators who sign in with a password and a mandatory TOTP code, enrolled
// from a one-time link; server-side sessions in an HttpOnly cookie (Path=/v2/ops) for the console;
// role-scoped, expiring CLI credentials (`Authorization: Bearer …`) for `npm run ops`.
// Sign-in, enrolment and step-up answer the session's state and set or refresh the cookie.

const noControl = /^[^\p{Cc}]*$/u;

/** An operator's sign-in name: letters, digits, `.`, `_`, `-`; compared as typed. */
export const operatorName = z.string().trim().min(3).max(32).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);
/** A new operator password: 12 or more characters (operators hold more than a player's wallet). */
export const operatorNewPassword = secret(z.string().min(12).max(128).regex(noControl));
/** A password being checked. */
export const operatorPassword = secret(z.string().min(1).max(128).regex(noControl));
/** Six digits from the authenticator app. */
export const totpCode = secret(z.string().trim().regex(/^\d{6}$/));
/** The token of an enrolment link (the part after `#enrol=`). */
export const enrolmentToken = secret(z.string().regex(/^[A-Za-z0-9_-]{43}$/));
/** Why an admin changed an operator: required, shown in the audit log. */
export const operatorChangeReason = z.string().trim().min(1).max(200).regex(/^[^\p{Cc}<>]*$/u);
const operatorId = z.number().int().min(1).max(2_147_483_647);

/** What the signed-in operator is: who, which roles, and until when the session lasts. */
export const opsSessionState = z.object({
  operatorId: z.number().int(),
  name: z.string(),
  roles: z.array(operatorRole),
  /** `session`: a console cookie; `credential`: a CLI credential (its roles are a subset of the operator's). */
  via: z.enum(['session', 'credential']),
  /** When it ends however active it is (8 h after sign-in by default; a credential's expiry). */
  expiresAt: isoDateTime,
  /** When it ends if nothing is called meanwhile (null for a credential). */
  idleExpiresAt: isoDateTime.nullable(),
  /** Last fresh TOTP code (sign-in or step-up); role changes and TOTP resets need one within 5 minutes. */
  stepUpAt: isoDateTime.nullable(),
});
export type OpsSessionState = z.infer<typeof opsSessionState>;

/** A one-time enrolment link: open it to set a password and the authenticator. Shown once. */
export const enrolmentLink = z.object({
  /** `<PUBLIC_URL>/ops/#enrol=<token>` (the token is in the fragment, so it never reaches a log). */
  url: z.string(),
  token: z.string(),
  expiresAt: isoDateTime,
});

export const operatorRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  roles: z.array(operatorRole),
  /** When the password and TOTP were set (null: waiting for the enrolment link). */
  enrolledAt: isoDateTime.nullable(),
  disabledAt: isoDateTime.nullable(),
  /** Set while wrong sign-ins have locked the account. */
  lockedUntil: isoDateTime.nullable(),
  activeSessions: z.number().int(),
  createdAt: isoDateTime,
});
export type OperatorRecord = z.infer<typeof operatorRecord>;

export const operatorCredentialRecord = z.object({
  id: z.number().int(),
  label: z.string(),
  roles: z.array(operatorRole),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  lastUsedAt: isoDateTime.nullable(),
});

export const opsAuthSignIn = defineCall({
  path: '/v2/ops/auth/sign-in',
  auth: 'none',
  tag: 'operator identity',
  summary: 'Sign in with name, password and a TOTP code: a session cookie (HttpOnly, SameSite=Strict, Path=/v2/ops)',
  request: z.object({ name: operatorName, password: operatorPassword, code: totpCode }).strict(),
  response: opsSessionState,
});

export const opsAuthEnrolment = defineCall({
  path: '/v2/ops/auth/enrolment',
  auth: 'none',
  tag: 'operator identity',
  summary: "An enrolment link's operator and its new TOTP secret (base32 and otpauth:// URI for the QR code), the same on every ask",
  request: z.object({ token: enrolmentToken }).strict(),
  response: z.object({ name: z.string(), secret: z.string(), uri: z.string(), expiresAt: isoDateTime }),
});

export const opsAuthEnrolmentComplete = defineCall({
  path: '/v2/ops/auth/enrolment/complete',
  auth: 'none',
  tag: 'operator identity',
  summary: 'Finish enrolment: set the password, confirm the first TOTP code; the link is used up and a session starts',
  request: z.object({ token: enrolmentToken, password: operatorNewPassword, code: totpCode }).strict(),
  response: opsSessionState,
});

export const opsAuthSession = defineCall({
  path: '/v2/ops/auth/session',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'Who is signed in, with which roles, until when',
  request: emptyRequest,
  response: opsSessionState,
});

export const opsAuthSignOut = defineCall({
  path: '/v2/ops/auth/sign-out',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'End this session (and clear its cookie), or revoke the CLI credential that made the call',
  request: emptyRequest,
  response: z.null(),
});

export const opsAuthStepUp = defineCall({
  path: '/v2/ops/auth/step-up',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'A fresh TOTP code: role changes and TOTP resets are allowed for 5 minutes after',
  request: z.object({ code: totpCode }).strict(),
  response: opsSessionState,
});

export const opsOperatorCreate = defineCall({
  path: '/v2/ops/operator/create',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'Create an operator with roles the admin holds; answers its one-time enrolment link',
  request: z.object({ name: operatorName, roles: operatorRoleSet }).strict(),
  response: z.object({ operator: operatorRecord, enrolment: enrolmentLink }),
});

export const opsOperatorList = defineCall({
  path: '/v2/ops/operator/list',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'Every operator with roles, enrolment, disabled and lock state, and open sessions',
  request: emptyRequest,
  response: z.object({ list: z.array(operatorRecord) }),
});

export const opsOperatorRolesSet = defineCall({
  path: '/v2/ops/operator/roles/set',
  auth: 'operator',
  tag: 'operator identity',
  summary: "Replace an operator's roles (needs step-up; an admin grants or removes only roles it holds)",
  request: z.object({ operatorId, roles: operatorRoleSet, reason: operatorChangeReason }).strict(),
  response: operatorRecord,
});

export const opsOperatorDisable = defineCall({
  path: '/v2/ops/operator/disable',
  auth: 'operator',
  tag: 'operator identity',
  summary: "Disable an operator: its sessions end and its CLI credentials stop working at once",
  request: z.object({ operatorId, reason: operatorChangeReason }).strict(),
  response: operatorRecord,
});

export const opsOperatorSessionsEnd = defineCall({
  path: '/v2/ops/operator/sessions/end',
  auth: 'operator',
  tag: 'operator identity',
  summary: "End every console session of an operator (CLI credentials stay; revoke them or disable the operator)",
  request: z.object({ operatorId }).strict(),
  response: z.object({ ended: z.number().int() }),
});

export const opsOperatorTotpReset = defineCall({
  path: '/v2/ops/operator/totp/reset',
  auth: 'operator',
  tag: 'operator identity',
  summary: "Reset an operator's TOTP (needs step-up): sessions end, credentials are revoked, a new enrolment link is answered",
  request: z.object({ operatorId, reason: operatorChangeReason }).strict(),
  response: z.object({ operator: operatorRecord, enrolment: enrolmentLink }),
});

export const opsCredentialCreate = defineCall({
  path: '/v2/ops/credential/create',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'A CLI credential (from a console session only) with a subset of my roles, expiring; the token is shown once',
  request: z
    .object({
      label: z.string().trim().min(1).max(60).regex(/^[^\p{Cc}<>]*$/u).default('cli'),
      roles: operatorRoleSet.optional(),
      /** Hours until it expires: 1 to 720 (30 days), 12 by default. */
      hours: z.number().int().min(1).max(720).default(12),
    })
    .strict(),
  response: operatorCredentialRecord.extend({ token: secret(z.string()) }),
});

export const opsCredentialList = defineCall({
  path: '/v2/ops/credential/list',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'My CLI credentials, newest first (never their tokens)',
  request: emptyRequest,
  response: z.object({ list: z.array(operatorCredentialRecord) }),
});

export const opsCredentialRevoke = defineCall({
  path: '/v2/ops/credential/revoke',
  auth: 'operator',
  tag: 'operator identity',
  summary: "Revoke a CLI credential: one of mine, or (admin) anyone's",
  request: z.object({ id: operatorId }).strict(),
  response: z.null(),
});
