// The signed-in user's profile: read, update (a new email needs a mailed code), alias, id number.
import { and, eq, isNull } from '../../db/orm.ts';
import type { Locale } from '../../../shared/locales.ts';
import { userIdentities, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { SessionRef } from '../../http/call-handler.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { consumeEmailCode, sendEmailCode } from '../auth/email-codes.service.ts';
import { newAlias } from '../auth/secrets.fns.ts';
import type { ClientInfo } from '../auth/sessions.ts';
import { emailExists, findUserById, uniqueViolation, type UserRow } from '../auth/users.repo.ts';
import { isAppKeyBound } from '../app-key/app-key.repo.ts';
import { walletBalanceOf } from '../wallet/wallet-balance.ts';
import { toUserInfo, toUserProfile } from './profile.fns.ts';

async function currentUser(deps: AuthDeps, session: SessionRef): Promise<UserRow> {
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  return user;
}

async function profileOf(deps: AuthDeps, user: UserRow) {
  const [linked, balance, appKeyBound] = await Promise.all([
    deps.db.select({ provider: userIdentities.provider }).from(userIdentities).where(eq(userIdentities.userId, user.id)),
    walletBalanceOf(deps.db, user.id),
    isAppKeyBound(deps.db, user.id),
  ]);
  return toUserProfile(user, balance, appKeyBound, [...new Set(linked.map((row) => row.provider))]);
}

export async function getUserInfo(deps: AuthDeps, session: SessionRef) {
  const [user, balance, appKeyBound] = await Promise.all([
    currentUser(deps, session),
    walletBalanceOf(deps.db, session.userId),
    isAppKeyBound(deps.db, session.userId),
  ]);
  return toUserInfo(user, balance, appKeyBound);
}

export async function getUserProfile(deps: AuthDeps, session: SessionRef) {
  return profileOf(deps, await currentUser(deps, session));
}

export interface ProfileChanges {
  nickname?: string;
  firstName?: string;
  lastName?: string;
  pinyinName?: string;
  phone?: string;
  email?: string;
  emailCode?: string;
}

export async function updateProfile(deps: AuthDeps, session: SessionRef, input: ProfileChanges) {
  const user = await currentUser(deps, session);
  const { email: rawEmail, emailCode, ...fields } = input;
  const email = rawEmail?.toLowerCase();
  const changes: Partial<typeof users.$inferInsert> = { ...fields };
  if (email !== undefined && email !== user.email) {
    if (!emailCode) throw new AppError(422, 'EMAIL_CODE_REQUIRED');
    if (await emailExists(deps.db, email)) throw new AppError(409, 'EMAIL_TAKEN');
    await consumeEmailCode(deps, { email, purpose: 'change-email', userId: user.id, code: emailCode });
    changes.email = email;
  }
  if (Object.keys(changes).length > 0) {
    try {
      await deps.db.update(users).set(changes).where(eq(users.id, user.id));
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new AppError(409, 'EMAIL_TAKEN');
      throw error;
    }
  }
  return getUserProfile(deps, session);
}

/** Mails a code to the address the user wants to move to. */
export async function sendEmailChangeCode(
  deps: AuthDeps,
  session: SessionRef,
  email: string,
  client: ClientInfo,
  locale: Locale,
) {
  if (await emailExists(deps.db, email)) throw new AppError(409, 'EMAIL_TAKEN');
  return sendEmailCode(deps, { email, purpose: 'change-email', userId: session.userId, ip: client.ip, locale });
}

export async function updateIdNumber(deps: AuthDeps, session: SessionRef, idNumber: string) {
  await deps.db.update(users).set({ idNumber }).where(eq(users.id, session.userId));
  return getUserProfile(deps, session);
}

/** `onlyIfMissing`: two first requests at once must end with one alias, not two. */
async function assignNewAlias(deps: AuthDeps, userId: number, onlyIfMissing = false): Promise<string> {
  for (let tries = 0; ; tries += 1) {
    const alias = newAlias();
    try {
      const set = await deps.db
        .update(users)
        .set({ alias })
        .where(and(eq(users.id, userId), onlyIfMissing ? isNull(users.alias) : undefined))
        .returning({ alias: users.alias });
      if (set.length > 0) return alias;
      return (await findUserById(deps.db, userId))?.alias ?? alias;
    } catch (error) {
      // 32^8 aliases: a clash is rare; try another.
      if (uniqueViolation(error) === null || tries >= 5) throw error;
    }
  }
}

export async function getAlias(deps: AuthDeps, session: SessionRef): Promise<{ alias: string }> {
  const user = await currentUser(deps, session);
  return { alias: user.alias ?? (await assignNewAlias(deps, user.id, true)) };
}

export async function resetAlias(deps: AuthDeps, session: SessionRef): Promise<{ alias: string }> {
  const user = await currentUser(deps, session);
  return { alias: await assignNewAlias(deps, user.id) };
}
