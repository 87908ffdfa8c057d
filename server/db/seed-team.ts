// The demo agent's team, so a newcomer's first look at the agent pages shows figures: six members
// over three levels below `agent` (two of them agents themselves), their deposits credited the way
// a paid order is credited, and rounds played through the game engine over the last two weeks.
// Members get random passwords nobody is told; only the demo player and agent are printed.
import { randomBytes } from 'node:crypto';
import { eq } from './orm.ts';
import type { Db } from './database.ts';
import { agentApplications, users } from './schema.ts';
import { machineById } from '../../shared/games/machines.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { approveInTransaction } from '../modules/agent/applications.service.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { playInTransaction } from '../modules/games/play.service.ts';
import { creditOrder } from '../modules/payments/notifications.service.ts';
import { depositOrderSn } from '../modules/payments/payments.fns.ts';
import { insertOrder } from '../modules/payments/payments.repo.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface DemoMember {
  account: string;
  /** Whose team the member joined (their agent code at sign-up). */
  referrer: string;
  /** An agent too, with members of their own. */
  agent?: boolean;
  joinedDaysAgo: number;
  /** Deposits in yen (1 yen = 1 coin on the sandbox bank channel), days after joining. */
  deposits: { afterDays: number; yen: string }[];
  /** Plays every `everyDays` from joining until today, `rounds` rounds of `bet` coins on `machine`. */
  play: { machine: string; bet: string; rounds: number; everyDays: number };
}

export const DEMO_TEAM: readonly DemoMember[] = [
  { account: 'aoi2026', referrer: 'agent', joinedDaysAgo: 13, deposits: [{ afterDays: 0, yen: '3000' }, { afterDays: 7, yen: '2000' }], play: { machine: 'lucky-sevens', bet: '20', rounds: 1, everyDays: 2 } },
  { account: 'haruto2026', referrer: 'agent', agent: true, joinedDaysAgo: 12, deposits: [{ afterDays: 0, yen: '5000' }], play: { machine: 'coral-reef', bet: '50', rounds: 1, everyDays: 3 } },
  { account: 'mei2026', referrer: 'agent', joinedDaysAgo: 9, deposits: [{ afterDays: 0, yen: '2000' }], play: { machine: 'pachinko-sakura-ama', bet: '50', rounds: 1, everyDays: 3 } },
  { account: 'sora2026', referrer: 'haruto2026', agent: true, joinedDaysAgo: 8, deposits: [{ afterDays: 0, yen: '4000' }], play: { machine: 'golden-lantern', bet: '10', rounds: 1, everyDays: 2 } },
  { account: 'yui2026', referrer: 'haruto2026', joinedDaysAgo: 6, deposits: [{ afterDays: 0, yen: '1500' }, { afterDays: 4, yen: '1000' }], play: { machine: 'lucky-sevens', bet: '10', rounds: 1, everyDays: 2 } },
  { account: 'ren2026', referrer: 'sora2026', joinedDaysAgo: 3, deposits: [{ afterDays: 0, yen: '1000' }], play: { machine: 'coral-reef', bet: '20', rounds: 1, everyDays: 1 } },
];

/** The sandbox bank channel's deposit (rate 1): a paid order, credited through the payments module. */
async function paidDeposit(tx: Db, userId: number, yen: string, at: Date): Promise<void> {
  const amount = toUnits(yen);
  let order = null;
  while (!order) {
    const orderSn = depositOrderSn(at);
    order = await insertOrder(tx, {
      orderSn,
      userId,
      channelCode: 'sandbox-bank-jpy',
      provider: 'sandbox',
      currency: 'JPY',
      amount,
      coins: amount,
      status: 'pending',
      providerRef: `demo-${orderSn}`,
      expiresAt: new Date(at.getTime() + 30 * MINUTE),
      createdAt: at,
      updatedAt: at,
    });
  }
  await creditOrder(tx, { now: () => new Date(at.getTime() + 2 * MINUTE) }, order);
}

/**
 * A hash of a fresh random secret nobody is told (144 bits): the members' password until one of them
 * chooses their own through find-password. One hash for all six, since argon2id costs ≈ 0.3 s a hash
 * on a small machine and the seed runs at every first start and in tests.
 */
export function unknownPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(18).toString('base64url'));
}

/** Seeds the team below the demo agent (who must exist) in the caller's transaction. */
export async function seedDemoTeam(tx: Db, now: Date, passwordHash: string): Promise<void> {
  const ids = new Map<string, number>();
  for (const row of await tx.select({ id: users.id, account: users.account }).from(users)) ids.set(row.account, row.id);
  for (const member of DEMO_TEAM) {
    const joined = new Date(now.getTime() - member.joinedDaysAgo * DAY - 6 * HOUR);
    const [user] = await tx
      .insert(users)
      .values({
        account: member.account,
        email: `${member.account}@demo.game-hall.test`,
        passwordHash,
        passwordSetAt: joined,
        referrerId: ids.get(member.referrer)!,
        nickname: member.account.replace(/\d+$/, ''),
        createdAt: joined,
        lastLoginAt: new Date(now.getTime() - 2 * HOUR),
      })
      .returning({ id: users.id });
    ids.set(member.account, user!.id);
    if (member.agent) {
      const [application] = await tx
        .insert(agentApplications)
        .values({ userId: user!.id, status: 'pending', createdAt: new Date(joined.getTime() + HOUR) })
        .returning();
      await approveInTransaction(tx, application!.id, 'demo', new Date(joined.getTime() + 2 * HOUR));
    }
    for (const deposit of member.deposits) {
      await paidDeposit(tx, user!.id, deposit.yen, new Date(joined.getTime() + deposit.afterDays * DAY + 10 * MINUTE));
    }
    const machine = machineById(member.play.machine)!;
    const bet = toUnits(member.play.bet);
    for (let daysAgo = member.joinedDaysAgo; daysAgo >= 0; daysAgo -= member.play.everyDays) {
      for (let r = 0; r < member.play.rounds; r += 1) {
        await playInTransaction(tx, user!.id, { machine }, bet, new Date(now.getTime() - daysAgo * DAY - 3 * HOUR + r * MINUTE));
      }
    }
  }
}

/** The demo agent's own float for trying transfers: one paid deposit on the day the hall opened. */
export async function seedDemoAgentFloat(tx: Db, agentAccount: string, now: Date): Promise<void> {
  const [agent] = await tx.select({ id: users.id }).from(users).where(eq(users.account, agentAccount));
  await paidDeposit(tx, agent!.id, '10000', new Date(now.getTime() - 14 * DAY));
}
