import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount as amountOfUnits, toUnits } from '../../../../shared/money/amount.fns.ts';
import type { SlotOutcome, SlotTable, SpinResult } from '../../../../shared/games/tables.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { SlotSymbol } from './SlotSymbol.tsx';
import * as styles from './slot.css.ts';
import { visuallyHidden, muted } from './machine.css.ts';
import { DetailsPopover } from './DetailsPopover.tsx';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface SlotPlayback {
  roundId: number;
  bet: string;
  outcome: SlotOutcome;
}

export interface SlotStageProps {
  table: SlotTable;
  locale: Locale;
  playback: SlotPlayback | null;
  reducedMotion: boolean;
  /** Called once the round has been shown in full (at once under reduced motion). */
  onDone: () => void;
}

/** The spin on screen after it stopped: its lines are highlighted. */
interface Landed {
  spin: SpinResult;
  bet: string;
  /** 1 for the base spin, the feature's multiplier for free spins. */
  multiplier: number;
  /** 1-based number of the free spin and how many the round gave; absent for the base spin. */
  free?: { current: number; total: number };
}

const BASE_SPIN = { duration: 1000, stagger: 220, turns: 2 };
const FREE_SPIN = { duration: 380, stagger: 60, turns: 1 };
const LINE_COLOURS = ['#ffd978', '#6ee7a8', '#8fc3ff', '#ff8a8a', '#c4b5fd', '#f9a8d4', '#fdba74', '#67e8f9'];

const easeOut = (p: number) => 1 - (1 - p) ** 3;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Reels that spin with transforms driven by requestAnimationFrame and stop on the round's window. */
export function SlotStage({ table, locale, playback, reducedMotion, onDone }: SlotStageProps) {
  const { t } = useTranslation('machine');
  const reels = table.strips.length;
  const stripRefs = useRef<(HTMLDivElement | null)[]>([]);
  const stops = useRef<number[]>(table.strips.map(() => 0));
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const [landed, setLanded] = useState<Landed | null>(null);

  /** Puts reel `reel` at a (fractional) strip offset; the strip is drawn twice, so any offset fits. */
  const place = useEffectEvent((reel: number, offset: number) => {
    const element = stripRefs.current[reel];
    const length = table.strips[reel]!.length;
    if (!element) return;
    const wrapped = ((offset % length) + length) % length;
    element.style.transform = `translate3d(0, ${(-wrapped / (2 * length)) * 100}%, 0)`;
  });

  useLayoutEffect(() => {
    // Only on mount: afterwards the animation owns the transforms.
    stops.current.forEach((stop, reel) => place(reel, stop));
  }, []);

  useEffect(() => {
    if (!playback) return;
    const run = { cancelled: false };
    const { outcome, bet } = playback;
    const free = outcome.freeSpins;
    const spins: Landed[] = [
      { spin: outcome.base, bet, multiplier: 1 },
      ...(free?.spins ?? []).map((spin, i) => ({ spin, bet, multiplier: free!.multiplier, free: { current: i + 1, total: free!.spins.length } })),
    ];

    if (reducedMotion) {
      // No motion: the last spin of the round stands on the reels at once.
      const last = spins[spins.length - 1]!;
      last.spin.stops.forEach((stop, reel) => place(reel, stop));
      stops.current = [...last.spin.stops];
      setLanded(last);
      doneRef.current();
      return;
    }

    const spinTo = (target: number[], motion: typeof BASE_SPIN) =>
      new Promise<void>((resolve) => {
        const from = [...stops.current];
        // Reels turn downwards (the offset falls) by whole turns plus the way to the stop.
        const to = target.map((stop, reel) => {
          const length = table.strips[reel]!.length;
          const way = (((from[reel]! - stop) % length) + length) % length;
          return from[reel]! - way - length * (motion.turns + reel);
        });
        const started = performance.now();
        const frame = (now: number) => {
          if (run.cancelled) return resolve();
          let moving = false;
          to.forEach((end, reel) => {
            const progress = Math.min(1, (now - started) / (motion.duration + reel * motion.stagger));
            if (progress < 1) moving = true;
            place(reel, from[reel]! + (end - from[reel]!) * easeOut(progress));
          });
          if (moving) requestAnimationFrame(frame);
          else {
            stops.current = [...target];
            resolve();
          }
        };
        requestAnimationFrame(frame);
      });

    void (async () => {
      for (const [index, step] of spins.entries()) {
        setLanded(index === 0 ? null : { ...step, spin: { ...step.spin, lines: [], scatters: 0, scatterPays: 0 } });
        await spinTo(step.spin.stops, index === 0 ? BASE_SPIN : FREE_SPIN);
        if (run.cancelled) return;
        setLanded(step);
        // A beat to see the lines, longer when the free spins are about to start.
        const pause = index === 0 && spins.length > 1 ? 900 : step.spin.credits > 0 ? (step.free ? 350 : 500) : 80;
        if (index < spins.length - 1 || step.spin.credits > 0) await wait(pause);
        if (run.cancelled) return;
      }
      doneRef.current();
    })();
    return () => {
      run.cancelled = true;
    };
    // A new playback (a new round) restarts the show; the table (memoized per machine) does not change under it.
  }, [playback, reducedMotion, table.strips]);

  const symbolName = (id: string) => t(`games:symbols.${id}`);
  const lineBet = landed ? toUnits(landed.bet) / BigInt(table.paylines.length) : 0n;
  const coins = (credits: number, multiplier: number) => formatAmount(amountOfUnits(lineBet * BigInt(credits) * BigInt(multiplier)), locale);
  const scatter = table.scatter?.symbol;
  const scatterShown = landed && scatter && (landed.spin.scatterPays > 0 || (table.freeSpins && landed.spin.scatters >= table.freeSpins.trigger));

  const winCount = landed ? landed.spin.lines.length + (landed.spin.scatterPays > 0 && scatter ? 1 : 0) : 0;

  return (
    <div className={styles.stage}>
      <div className={styles.cabinetBox}>
        <div
          className={styles.cabinet}
          role="group"
          aria-label={t('slot.reels')}
          // As wide as the row allows, no wider than its height allows at the reels' proportions.
          style={{ width: `min(100cqw, ${reels * 9}rem, 100cqh * ${reels} / ${table.rows})`, aspectRatio: `${reels} / ${table.rows}` }}
        >
          {table.strips.map((strip, reel) => (
            <div key={reel} className={styles.reel} aria-hidden="true">
              <div
                ref={(element) => {
                  stripRefs.current[reel] = element;
                }}
                className={styles.strip}
                style={{ height: `${((2 * strip.length) / table.rows) * 100}%` }}
              >
                {[...strip, ...strip].map((symbol, i) => (
                  <div key={i} className={styles.cell}>
                    <SlotSymbol symbol={symbol} className={styles.symbol} />
                  </div>
                ))}
              </div>
            </div>
          ))}
          {landed ? (
            <svg className={styles.overlay} viewBox={`0 0 ${reels * 100} ${table.rows * 100}`} preserveAspectRatio="none" aria-hidden="true">
              {landed.spin.lines.map((win, i) => {
                const rows = table.paylines[win.line]!;
                const colour = LINE_COLOURS[i % LINE_COLOURS.length];
                return (
                  <g key={win.line} data-line={win.line}>
                    <polyline
                      points={rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ')}
                      fill="none"
                      stroke={colour}
                      strokeWidth="6"
                      strokeLinejoin="round"
                      opacity="0.85"
                    />
                    {rows.slice(0, win.count).map((row, reel) => (
                      <rect key={reel} x={reel * 100 + 4} y={row * 100 + 4} width="92" height="92" rx="10" fill="none" stroke={colour} strokeWidth="6" />
                    ))}
                  </g>
                );
              })}
              {scatterShown
                ? landed.spin.window.flatMap((column, reel) =>
                    column.map((symbol, row) =>
                      symbol === scatter ? (
                        <rect key={`s${reel}-${row}`} x={reel * 100 + 4} y={row * 100 + 4} width="92" height="92" rx="46" fill="none" stroke="#f9a8d4" strokeWidth="6" />
                      ) : null,
                    ),
                  )
                : null}
            </svg>
          ) : null}
        </div>
      </div>
      {/* One row under the reels, kept even when empty, so the reels do not jump between rounds. */}
      <div className={styles.info}>
        {landed?.free ? (
          <p className={styles.freeSpins} data-testid="free-spins">
            {t('slot.freeSpins', { current: landed.free.current, total: landed.free.total })} · {t('slot.freeSpinsMultiplier', { multiplier: landed.multiplier })}
          </p>
        ) : null}
        {landed && winCount > 0 ? (
          <DetailsPopover label={t('slot.winsButton', { count: winCount })} title={t('slot.wins')} testId="win-lines-toggle">
            <ul className={styles.winList} aria-label={t('slot.wins')} data-testid="winning-lines">
              {landed.spin.lines.map((win) => (
                <li key={win.line} className={muted}>
                  {t('slot.line', { line: win.line + 1, matched: win.count, symbol: symbolName(win.symbol), amount: coins(win.pays, landed.multiplier) })}
                </li>
              ))}
              {landed.spin.scatterPays > 0 && scatter ? (
                <li className={muted}>
                  {t('slot.scatter', { matched: landed.spin.scatters, symbol: symbolName(scatter), amount: coins(landed.spin.scatterPays, landed.multiplier) })}
                </li>
              ) : null}
            </ul>
          </DetailsPopover>
        ) : null}
      </div>
      {landed ? (
        <ul className={visuallyHidden}>
          {landed.spin.window.map((column, reel) => (
            <li key={reel}>{t('slot.reel', { number: reel + 1, symbols: column.map(symbolName).join(', ') })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
