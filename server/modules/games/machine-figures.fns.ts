// A machine's exact figures (RTP, hit frequency, volatility, largest win) as the screens print them.
// Computing them enumerates every reel stop (1–2 s of CPU for a 5-reel slot, in every process that
// serves the hall), so they are computed once, when a machine's tables change, and kept in
// machine-figures.json beside the digest of the tables they came from (`npm run machines:figures`
// writes it; machine-figures.test.ts fails when an entry differs from the computation). A machine
// whose tables no longer match its entry is computed here, once per process. Volatility is for
// reading only: a float root.
import { createHash } from 'node:crypto';
import type { Machine } from '../../../shared/games/core/machine.ts';
import { toDecimal, toNumber, type Rational } from '../../../shared/games/core/rational.ts';
import stored from './machine-figures.json' with { type: 'json' };

export interface MachineFigures {
  rtp: string;
  hitFrequency: string;
  volatility: string;
  maxWin: string;
}

/** An entry of machine-figures.json: the figures and the digest of the tables they were computed from. */
export type StoredFigures = MachineFigures & { tables: string };

const percent = (value: Rational) => toDecimal({ num: value.num * 100n, den: value.den }, 2);

/** The digest of a machine's tables, as machine-figures.json keeps it. */
export function tablesDigest(machine: Machine): string {
  return createHash('sha256').update(JSON.stringify(machine.tables)).digest('hex');
}

/** The figures from the tables themselves: the authority the stored ones are checked against. */
export function computeFigures(machine: Machine): MachineFigures {
  const maths = machine.exactRtp();
  return {
    rtp: percent(maths.rtp),
    hitFrequency: maths.hitFrequency ? percent(maths.hitFrequency) : '',
    volatility: maths.variance ? Math.sqrt(toNumber(maths.variance)).toFixed(2) : '',
    maxWin: toDecimal(machine.maxWin, 1),
  };
}

/** The entry machine-figures.json should hold for this machine. */
export function storedFiguresOf(machine: Machine): StoredFigures {
  return { ...computeFigures(machine), tables: tablesDigest(machine) };
}

const storedFigures: Record<string, StoredFigures | undefined> = stored;
const cache = new WeakMap<Machine, MachineFigures>();

export function figuresOf(machine: Machine): MachineFigures {
  const known = cache.get(machine);
  if (known) return known;
  const entry = storedFigures[machine.id];
  let figures: MachineFigures;
  if (entry && entry.tables === tablesDigest(machine)) {
    const { tables: _digest, ...kept } = entry;
    figures = kept;
  } else figures = computeFigures(machine);
  cache.set(machine, figures);
  return figures;
}
