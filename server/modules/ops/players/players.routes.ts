// The console's player screen: search, profile and its tabs (reads, masked for support-only
// operators), lock / unlock and notes (each audited in the transaction of the change).
import { and, desc, eq, inArray } from '../../../db/orm.ts';
import type { z } from 'zod';
import type { opsPlayerRow } from '../../../../src/contracts/ops-players.ts';
import { formatAmount } from '../../../../shared/money/amount.fns.ts';
import type { Db } from '../../../db/database.ts';
import { bankCards, kycSubmissions, ledgerAccounts, playerNotes, users } from '../../../db/schema.ts';
import { AppError } from '../../../errors.ts';
import type { CallContext, CallHandlers } from '../../../http/call-handler.ts';
import { idempotentCall } from '../../../http/idempotent-call.ts';
import { endSessions } from '../../auth/sessions.ts';
import { auditTrailOf } from '../audit/record-audit.ts';
import { cardNumberFor, maskDocumentNumber, maskName, masksPlayerData, realNameOf } from './player-mask.fns.ts';
import { searchPlayers, type UserRow } from './player-search.repo.ts';
import { playerTabPage } from './player-tabs.repo.ts';

type Calls = 'opsPlayerSearch' | 'opsPlayerProfile' | 'opsPlayerTab' | 'opsPlayerLock' | 'opsPlayerUnlock' | 'opsPlayerNoteAdd';

export interface PlayersDeps {
  db: Db;
  now: () => Date;
}

type PlayerRow = z.infer<typeof opsPlayerRow>;

/** A player as the console lists them; names and documents masked when `masked`. */
export function playerRowOf(user: UserRow, masked: boolean): PlayerRow {
  const realName = realNameOf(user);
  return {
    id: user.id,
    account: user.account,
    email: user.email,
    phone: user.phone,
    realName: realName && masked ? maskName(realName) : realName,
    idNumber: user.idNumber && masked ? maskDocumentNumber(user.idNumber) : user.idNumber,
    agentCode: user.agentCode,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

const maskedFor = (context: CallContext) => masksPlayerData(context.operator?.roles ?? []);

async function playerById(db: Db, userId: number, forUpdate = false): Promise<UserRow> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) throw new AppError(404, 'USER_NOT_FOUND', {}, { field: 'userId' });
  return user;
}

export function playersHandlers(deps: PlayersDeps): Pick<CallHandlers, Calls> {
  /** Lock or unlock: the status changes, the audit row records before and after with the reason. */
  const setStatus = (input: { userId: number; reason: string }, context: CallContext, status: 'active' | 'frozen') =>
    idempotentCall(deps.db, context, input, async (tx) => {
      const user = await playerById(tx, input.userId, true);
      if (status === 'frozen' && user.status === 'frozen') throw new AppError(409, 'PLAYER_ALREADY_LOCKED');
      if (status === 'active' && user.status === 'active') throw new AppError(409, 'PLAYER_NOT_LOCKED');
      const [updated] = await tx.update(users).set({ status }).where(eq(users.id, user.id)).returning();
      // A lock ends the player's sessions at once: their next call answers ACCOUNT_FROZEN (402).
      if (status === 'frozen') await endSessions(tx, deps.now(), user.id, 'frozen');
      const masked = maskedFor(context);
      const before = playerRowOf(user, masked);
      const after = playerRowOf(updated!, masked);
      await auditTrailOf(context)(tx, {
        action: status === 'frozen' ? 'player.lock' : 'player.unlock',
        targetType: 'user',
        targetId: user.id,
        before,
        after,
        reason: input.reason,
      });
      return after;
    });

  return {
    opsPlayerSearch: async (input, context) => {
      const masked = maskedFor(context);
      const { rows, total } = await searchPlayers(deps.db, input);
      return { list: rows.map((user) => playerRowOf(user, masked)), total, pageNum: input.pageNum, pageSize: input.pageSize, masked };
    },

    opsPlayerProfile: async (input, context) => {
      const masked = maskedFor(context);
      const user = await playerById(deps.db, input.userId);
      const [referrer] = user.referrerId ? await deps.db.select({ account: users.account }).from(users).where(eq(users.id, user.referrerId)) : [];
      const accounts = await deps.db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, user.id), inArray(ledgerAccounts.kind, ['player_wallet', 'player_holds'])));
      const balanceOf = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0n;
      const [kyc] = await deps.db
        .select({ status: kycSubmissions.status })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, user.id))
        .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
        .limit(1);
      const cards = await deps.db.select().from(bankCards).where(eq(bankCards.userId, user.id)).orderBy(desc(bankCards.id));
      return {
        player: playerRowOf(user, masked),
        nickname: user.nickname,
        referrer: referrer?.account ?? null,
        balance: formatAmount(balanceOf('player_wallet')),
        held: formatAmount(balanceOf('player_holds')),
        kycStatus: kyc?.status ?? 'none',
        cards: cards.map((card) => ({
          id: card.id,
          bankName: card.bankName,
          cardNumber: cardNumberFor(card.cardNumber, masked),
          holderName: masked ? maskName(card.holderName) : card.holderName,
          isDefault: card.isDefault,
          removed: card.removedAt !== null,
        })),
        masked,
      };
    },

    opsPlayerTab: async (input, context) => {
      const user = await playerById(deps.db, input.userId);
      const { list, total } = await playerTabPage(deps.db, user, input.tab, input, context.locale);
      return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    opsPlayerLock: (input, context) => setStatus(input, context, 'frozen'),
    opsPlayerUnlock: (input, context) => setStatus(input, context, 'active'),

    opsPlayerNoteAdd: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const user = await playerById(tx, input.userId);
        const operator = context.operator!;
        const [note] = await tx
          .insert(playerNotes)
          .values({ userId: user.id, operatorId: operator.operatorId, operatorName: operator.name, text: input.text, createdAt: deps.now() })
          .returning();
        const after = { id: note!.id, userId: user.id, text: note!.text, operator: note!.operatorName, createdAt: note!.createdAt.toISOString() };
        await auditTrailOf(context)(tx, { action: 'player.note.add', targetType: 'user', targetId: user.id, before: null, after });
        return after;
      }),
  };
}
