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
export const operatorName = z.string().check(z.trim(), z.minLength(3), z.maxLength(32), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/));
/** A new operator password: 12 or more characters (operators hold more than a player's wallet). */
export const operatorNewPassword = secret(z.string().check(z.minLength(12), z.maxLength(128), z.regex(noControl)));
/** A password being checked. */
export const operatorPassword = secret(z.string().check(z.minLength(1), z.maxLength(128), z.regex(noControl)));
/** Six digits from the authenticator app. */
export const totpCode = secret(z.string().check(z.trim(), z.regex(/^\d{6}$/)));
/** The token of an enrolment link (the part after `#enrol=`). */
export const enrolmentToken = secret(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)));
/** Why an admin changed an operator: required, shown in the audit log. */
export const operatorChangeReason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\p{Cc}<>]*$/u));
const operatorId = z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647));

/** What the signed-in operator is: who, which roles, and until when the session lasts. */
export const opsSessionState = z.object({
  operatorId: z.number().check(z.int()),
  name: z.string(),
  roles: z.array(operatorRole),
  /** `session`: a console cookie; `credential`: a CLI credential (its roles are a subset of the operator's). */
  via: z.enum(['session', 'credential']),
  /** When it ends however active it is (8 h after sign-in by default; a credential's expiry). */
  expiresAt: isoDateTime,
  /** When it ends if nothing is called meanwhile (null for a credential). */
  idleExpiresAt: z.nullable(isoDateTime),
  /** Last fresh TOTP code (sign-in or step-up); role changes and TOTP resets need one within 5 minutes. */
  stepUpAt: z.nullable(isoDateTime),
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
  id: z.number().check(z.int()),
  name: z.string(),
  roles: z.array(operatorRole),
  /** When the password and TOTP were set (null: waiting for the enrolment link). */
  enrolledAt: z.nullable(isoDateTime),
  disabledAt: z.nullable(isoDateTime),
  /** Set while wrong sign-ins have locked the account. */
  lockedUntil: z.nullable(isoDateTime),
  activeSessions: z.number().check(z.int()),
  createdAt: isoDateTime,
});
export type OperatorRecord = z.infer<typeof operatorRecord>;

export const operatorCredentialRecord = z.object({
  id: z.number().check(z.int()),
  label: z.string(),
  roles: z.array(operatorRole),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
  revokedAt: z.nullable(isoDateTime),
  lastUsedAt: z.nullable(isoDateTime),
});

export const opsAuthSignIn = defineCall({
  path: '/v2/ops/auth/sign-in',
  auth: 'none',
  tag: 'operator identity',
  summary: 'Sign in with name, password and a TOTP code: a session cookie (HttpOnly, SameSite=Strict, Path=/v2/ops)',
  request: z.strictObject({ name: operatorName, password: operatorPassword, code: totpCode }),
  response: opsSessionState,
});

export const opsAuthEnrolment = defineCall({
  path: '/v2/ops/auth/enrolment',
  auth: 'none',
  tag: 'operator identity',
  summary: "An enrolment link's operator and its new TOTP secret (base32 and otpauth:// URI for the QR code), the same on every ask",
  request: z.strictObject({ token: enrolmentToken }),
  response: z.object({ name: z.string(), secret: z.string(), uri: z.string(), expiresAt: isoDateTime }),
});

export const opsAuthEnrolmentComplete = defineCall({
  path: '/v2/ops/auth/enrolment/complete',
  auth: 'none',
  tag: 'operator identity',
  summary: 'Finish enrolment: set the password, confirm the first TOTP code; the link is used up and a session starts',
  request: z.strictObject({ token: enrolmentToken, password: operatorNewPassword, code: totpCode }),
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
  request: z.strictObject({ code: totpCode }),
  response: opsSessionState,
});

export const opsOperatorCreate = defineCall({
  path: '/v2/ops/operator/create',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'Create an operator with roles the admin holds; answers its one-time enrolment link',
  request: z.strictObject({ name: operatorName, roles: operatorRoleSet }),
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
  request: z.strictObject({ operatorId, roles: operatorRoleSet, reason: operatorChangeReason }),
  response: operatorRecord,
});

export const opsOperatorDisable = defineCall({
  path: '/v2/ops/operator/disable',
  auth: 'operator',
  tag: 'operator identity',
  summary: "Disable an operator: its sessions end and its CLI credentials stop working at once",
  request: z.strictObject({ operatorId, reason: operatorChangeReason }),
  response: operatorRecord,
});

export const opsOperatorEnable = defineCall({
  path: '/v2/ops/operator/enable',
  auth: 'operator',
  tag: 'operator identity',
  summary: "Enable a disabled operator again (needs step-up; an admin enables only an operator whose roles it holds). The credentials made before stay revoked",
  request: z.strictObject({ operatorId, reason: operatorChangeReason }),
  response: operatorRecord,
});

export const opsOperatorSessionsEnd = defineCall({
  path: '/v2/ops/operator/sessions/end',
  auth: 'operator',
  tag: 'operator identity',
  summary: "End every console session of an operator (CLI credentials stay; revoke them or disable the operator)",
  request: z.strictObject({ operatorId }),
  response: z.object({ ended: z.number().check(z.int()) }),
});

export const opsOperatorTotpReset = defineCall({
  path: '/v2/ops/operator/totp/reset',
  auth: 'operator',
  tag: 'operator identity',
  summary: "Reset an operator's TOTP (needs step-up): sessions end, credentials are revoked, a new enrolment link is answered",
  request: z.strictObject({ operatorId, reason: operatorChangeReason }),
  response: z.object({ operator: operatorRecord, enrolment: enrolmentLink }),
});

export const opsCredentialCreate = defineCall({
  path: '/v2/ops/credential/create',
  auth: 'operator',
  tag: 'operator identity',
  summary: 'A CLI credential (from a console session only) with a subset of my roles, expiring; the token is shown once',
  request: z.strictObject({
    label: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(60), z.regex(/^[^\p{Cc}<>]*$/u)), 'cli'),
    roles: z.optional(operatorRoleSet),
    /** Hours until it expires: 1 to 720 (30 days), 12 by default. */
    hours: z._default(z.number().check(z.int(), z.gte(1), z.lte(720)), 12),
  }),
  response: z.extend(operatorCredentialRecord, { token: secret(z.string()) }),
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
  request: z.strictObject({ id: operatorId }),
  response: z.null(),
});
