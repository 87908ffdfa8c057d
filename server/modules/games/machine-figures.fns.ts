// A machine's exact figures (RTP, hit frequency, volatility, largest win) as the screens print them.
// Computing them enumerates every reel stop (about a second for a 5-reel slot), so each machine's
// figures are computed once per process and kept. Volatility is for reading only: a float root.
import type { Machine } from '../../../shared/games/core/machine.ts';
import { toDecimal, toNumber, type Rational } from '../../../shared/games/core/rational.ts';

export interface MachineFigures {
  rtp: string;
  hitFrequency: string;
  volatility: string;
  maxWin: string;
}

const percent = (value: Rational) => toDecimal({ num: value.num * 100n, den: value.den }, 2);

const cache = new Map<string, MachineFigures>();

export function figuresOf(machine: Machine): MachineFigures {
  const known = cache.get(machine.id);
  if (known) return known;
  const maths = machine.exactRtp();
  const figures: MachineFigures = {
    rtp: percent(maths.rtp),
    hitFrequency: maths.hitFrequency ? percent(maths.hitFrequency) : '',
    volatility: maths.variance ? Math.sqrt(toNumber(maths.variance)).toFixed(2) : '',
    maxWin: toDecimal(machine.maxWin, 1),
  };
  cache.set(machine.id, figures);
  return figures;
}
