// Signing in with a password (auth/login) or with Google/LINE (auth/login3).
import { randomBytes } from 'node:crypto';
import { and, eq } from '../../db/orm.ts';
import { userIdentities, users, type IdentityProvider } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { isLocked, recordWrongPassword } from './account-lock.ts';
import type { AuthDeps } from './auth.deps.ts';
import { checkCaptcha } from './captcha.service.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { exchangeLineCode } from './providers/line.ts';
import { verifyGoogleIdToken, type ThirdPartyIdentity } from './providers/google.ts';
import { ProviderError } from './providers/provider-error.ts';
import { referrerFor } from './referrer.ts';
import { accountNameFrom } from './secrets.fns.ts';
import { startSession, type ClientInfo } from './sessions.ts';
import { accountExists, findUserByEmail, findUserById, findUserByLogin, type UserRow } from './users.repo.ts';
import { transactionWithRetry } from '../../db/retry.ts';

/** Unknown account, wrong password, wrong captcha and a locked account all look like this. */
const loginFailed = () => new AppError(401, 'LOGIN_FAILED');

/**
 * Every path checks the captcha, looks the account up and runs one argon2 verification (against
 * a dummy hash when there is no such account), so neither the answer nor its timing tells them
 * apart. Five wrong passwords in a row lock the account for 15 minutes (account-lock.ts: the
 * owner is mailed a link that lifts it); while locked even the right password gets the same
 * failure (the lock is not revealed to the caller).
 */
export async function login(
  deps: AuthDeps,
  input: { account: string; password: string; uuid: string; qrcode: string },
  client: ClientInfo,
): Promise<{ token: string }> {
  const captchaOk = await checkCaptcha(deps, input.uuid, input.qrcode);
  const user = await findUserByLogin(deps.db, input.account);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  const now = deps.now();
  if (!user || !captchaOk) throw loginFailed();
  if (isLocked(user, now)) throw loginFailed();
  if (!passwordOk) {
    await recordWrongPassword(deps, user);
    throw loginFailed();
  }
  if (user.status === 'frozen') throw new AppError(402, 'ACCOUNT_FROZEN');
  return signIn(deps, user.id, client);
}

async function signIn(deps: AuthDeps, userId: number, client: ClientInfo): Promise<{ token: string }> {
  const now = deps.now();
  return transactionWithRetry(deps.db, async (tx) => {
    await tx
      .update(users)
      .set({ failedLogins: 0, lockedUntil: null, lastLoginAt: now, ...(client.locale ? { locale: client.locale } : {}) })
      .where(eq(users.id, userId));
    const { token } = await startSession(tx, deps, userId, client);
    return { token };
  });
}

async function identify(deps: AuthDeps, provider: IdentityProvider, token: string): Promise<ThirdPartyIdentity> {
  const { google, line } = deps.config;
  if (provider === 'google' && !google) throw new AppError(422, 'THIRD_PARTY_UNAVAILABLE');
  if (provider === 'line' && !line) throw new AppError(422, 'THIRD_PARTY_UNAVAILABLE');
  try {
    return provider === 'google'
      ? await verifyGoogleIdToken(token, google!, deps.now())
      : await exchangeLineCode(token, line!, deps.now());
  } catch (error) {
    if (error instanceof ProviderError) throw new AppError(401, 'THIRD_PARTY_LOGIN_FAILED');
    throw error;
  }
}

/**
 * The user a provider identity belongs to: already linked; else the account with the same
 * provider-verified email (now linked); else a new account made for it.
 */
async function userForIdentity(
  deps: AuthDeps,
  provider: IdentityProvider,
  identity: ThirdPartyIdentity,
  agentCode: string | undefined,
): Promise<{ user: UserRow; created: boolean }> {
  const linked = async () => {
    const [row] = await deps.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, identity.subject)));
    return row ? findUserById(deps.db, row.userId) : undefined;
  };
  const existing = await linked();
  if (existing) return { user: existing, created: false };

  const email = identity.email && identity.emailVerified ? identity.email.toLowerCase() : null;
  const now = deps.now();
  const byEmail = email ? await findUserByEmail(deps.db, email) : undefined;
  const referrerId = byEmail ? null : await referrerFor(deps.db, agentCode);
  // Nobody knows this password; the owner can choose one through find-password.
  const passwordHash = byEmail ? '' : await hashPassword(randomBytes(24).toString('base64'));
  try {
    const { userId, created } = await transactionWithRetry(deps.db, async (tx) => {
      let id = byEmail?.id;
      if (id === undefined) {
        let account = accountNameFrom(email);
        for (let tries = 0; (await accountExists(tx, account)) && tries < 20; tries += 1) account = accountNameFrom(email);
        const [created] = await tx
          .insert(users)
          .values({ account, email, passwordHash, referrerId, nickname: identity.name?.slice(0, 32) ?? null, createdAt: now })
          .returning({ id: users.id });
        id = created.id;
      }
      await tx.insert(userIdentities).values({ provider, subject: identity.subject, userId: id, email, createdAt: now });
      return { userId: id, created: byEmail === undefined };
    });
    return { user: (await findUserById(deps.db, userId))!, created };
  } catch (error) {
    // The same identity signing in twice at once: the other request linked it first.
    const again = await linked();
    if (again) return { user: again, created: false };
    throw error;
  }
}

export async function loginWithProvider(
  deps: AuthDeps,
  input: { event: IdentityProvider; token: string; agentCode?: string },
  client: ClientInfo,
): Promise<{ token: string; created: boolean }> {
  const identity = await identify(deps, input.event, input.token);
  const { user, created } = await userForIdentity(deps, input.event, identity, input.agentCode);
  if (user.status === 'frozen') throw new AppError(402, 'ACCOUNT_FROZEN');
  return { ...(await signIn(deps, user.id, client)), created };
}
