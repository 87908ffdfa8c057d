import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { compareAmounts } from '../../finance/amounts.fns.ts';
import { safeRedirectTarget } from '../../user/redirectTarget.ts';

// The springboard's address: /amigo-springboard?machine=<id>[&bet=<amount>][&return=<path>]
// (`token` is taken over by the route guard before this is read). Nothing here trusts the
// query: an unknown bet is dropped, a return address that could leave the site is ignored.

export const HALL_PATH = '/amigo';

export interface SpringboardParams {
  /** The machine to open; undefined when the address names none. */
  machineId: string | undefined;
  /** The initial bet as written in the address (checked against the machine by `initialBetOf`). */
  bet: string | undefined;
  /** Where the exit button goes: the `return` path when it stays on this site, else the hall. */
  exitHref: string;
}

const MACHINE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const BET = /^\d{1,12}(\.\d{1,4})?$/;

export function parseSpringboardParams(search: string, locale: Locale, origin: string): SpringboardParams {
  const query = new URLSearchParams(search);
  const machine = query.get('machine')?.trim() ?? '';
  const bet = query.get('bet')?.trim() ?? '';
  return {
    machineId: MACHINE_ID.test(machine) && machine.length <= 40 ? machine : undefined,
    bet: BET.test(bet) ? bet : undefined,
    exitHref: safeRedirectTarget(query.get('return'), origin) ?? localizePath(HALL_PATH, locale),
  };
}

/**
 * The machine's own bet step equal to the asked bet ("5" and "5.0000" are the same step), or
 * undefined when there is none: the screen then starts from its smallest bet.
 */
export function initialBetOf(bet: string | undefined, betSteps: readonly string[]): string | undefined {
  if (bet === undefined) return undefined;
  return betSteps.find((step) => compareAmounts(step, bet) === 0);
}
