import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PachinkoOutcome, PachinkoTable } from '../../../../shared/games/tables.ts';
import { formatAmount as amountOfUnits } from '../../../../shared/money/amount.fns.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { seededRandom } from '../../../../shared/seeded-random.ts';
import { BOARD, DEFAULT_LAYOUT, DISPLAY, ballPath, sampleEnds, positionAt, type Point } from './pachinkoBoard.fns.ts';
import { DEFAULT_LOOK, paintFrame, prepareCanvas, type BoardCanvas } from './pachinkoDraw.ts';
import { lotteryResult, missFigures, type DisplayFigures, type LotteryResult } from './lotteryDisplay.fns.ts';
import { DetailsPopover } from './DetailsPopover.tsx';
import * as styles from './pachinko.css.ts';
import { muted } from './machine.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface PachinkoPlayback {
  roundId: number;
  bet: string;
  outcome: PachinkoOutcome;
}

export interface PachinkoStageProps {
  table: PachinkoTable;
  locale: Locale;
  playback: PachinkoPlayback | null;
  reducedMotion: boolean;
  onDone: () => void;
}

/** Balls drawn per round: enough to read the round, few enough for a mid-range phone. */
export const SHOWN_BALLS = 30;
const LAUNCH_EVERY_MS = 70;
const ATTACKER_OPEN_MS = 1100;
/** How often the centre display changes its figures while the balls fly. */
const DISPLAY_SPIN_MS = 110;

/** The centre display over the canvas, in percent of the board (it scales with it). */
const displayBox = {
  left: `${(DISPLAY.x / BOARD.width) * 100}%`,
  top: `${(DISPLAY.y / BOARD.height) * 100}%`,
  width: `${(DISPLAY.width / BOARD.width) * 100}%`,
  height: `${(DISPLAY.height / BOARD.height) * 100}%`,
};

const figuresText = (figures: DisplayFigures) => figures.join(' · ');

/** The board on a canvas, a sample of the round's balls falling, then the round's counters and jackpot chains. */
export function PachinkoStage({ table, locale, playback, reducedMotion, onDone }: PachinkoStageProps) {
  const { t } = useTranslation('machine');
  const look = table.look ?? DEFAULT_LOOK;
  const layout = table.look?.layout ?? DEFAULT_LAYOUT;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const firedRef = useRef<HTMLParagraphElement>(null);
  const figuresRef = useRef<HTMLSpanElement>(null);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const [shown, setShown] = useState<PachinkoOutcome | null>(null);
  const [lottery, setLottery] = useState<LotteryResult | null>(null);
  const [flying, setFlying] = useState(false);

  const boardRef = useRef<BoardCanvas | null>(null);
  const firedText = useEffectEvent((fired: number, balls: number) => `${t('pachinko.balls')}: ${fired} / ${balls}`);

  // Painted at the device's pixel density, again whenever the board's width changes.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    boardRef.current = prepareCanvas(canvas, look);
    if (typeof ResizeObserver === 'undefined') return;
    let width = canvas.clientWidth;
    const observer = new ResizeObserver(() => {
      if (canvas.clientWidth === width) return;
      width = canvas.clientWidth;
      boardRef.current = prepareCanvas(canvas, look);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [look]);

  useEffect(() => {
    if (!playback) return;
    const { outcome } = playback;
    // The display stops on the round's lottery result; its figures are seeded by the round.
    const result = lotteryResult(outcome, table, seededRandom(playback.roundId ^ 0x5f3759df));
    const finish = () => {
      setFlying(false);
      setShown(outcome);
      setLottery(result);
      doneRef.current();
    };
    const canvas = canvasRef.current;
    if (reducedMotion || !canvas) {
      finish();
      return;
    }
    let cancelled = false;
    const random = seededRandom(playback.roundId);
    const ends = sampleEnds(outcome, SHOWN_BALLS, random);
    const paths = ends.map((end) => ballPath(end, random, layout));
    const spin = seededRandom(playback.roundId + 1);
    const flightEnd = paths.reduce((latest, path, i) => Math.max(latest, i * LAUNCH_EVERY_MS + path[path.length - 1]!.at), 0);
    const jackpot = outcome.chains.length > 0;
    const total = flightEnd + (jackpot ? ATTACKER_OPEN_MS : 0);
    setShown(null);
    setLottery(null);
    setFlying(true);
    let lastFired = -1;
    let lastSpin = -1;
    const started = performance.now();
    const frame = (now: number) => {
      if (cancelled) return;
      const elapsed = now - started;
      // Written straight into the DOM: React does not re-render per frame.
      const launched = Math.min(paths.length, Math.floor(elapsed / LAUNCH_EVERY_MS) + 1);
      const fired = paths.length === 0 ? outcome.balls : Math.round((launched / paths.length) * outcome.balls);
      if (fired !== lastFired && firedRef.current) {
        firedRef.current.textContent = firedText(fired, outcome.balls);
        lastFired = fired;
      }
      // The display spins through misses while the balls fly (never three equal figures).
      const spinStep = Math.floor(elapsed / DISPLAY_SPIN_MS);
      if (spinStep !== lastSpin && figuresRef.current) {
        figuresRef.current.textContent = figuresText(missFigures(spin));
        lastSpin = spinStep;
      }
      const board = boardRef.current;
      if (board) {
        const balls: Point[] = [];
        paths.forEach((path, i) => {
          const at = positionAt(path, elapsed - i * LAUNCH_EVERY_MS);
          if (at) balls.push(at);
        });
        paintFrame(canvas, board, balls, jackpot && elapsed > flightEnd);
      }
      if (elapsed < total) requestAnimationFrame(frame);
      else {
        if (boardRef.current) paintFrame(canvas, boardRef.current, []);
        finish();
      }
    };
    requestAnimationFrame(frame);
    return () => {
      cancelled = true;
    };
    // A new playback (a new round) restarts the show; the table and its layout belong to the machine.
  }, [playback, reducedMotion, table, layout]);

  const roundsOf = (kind: string) => (table.normalJackpots.find((k) => k.id === kind) ?? table.supportJackpots.find((k) => k.id === kind))?.rounds ?? 0;
  const number = (n: number) => n.toLocaleString(locale);

  const counters = [
    ['balls', shown?.balls],
    ['lost', shown?.lost],
    ['generalPockets', shown?.generalPockets],
    ['starts', shown?.starts],
    ['returnBalls', shown?.returnBalls],
    ['ballsOut', shown?.ballsOut],
  ] as const;
  const displayResult = !lottery
    ? t('pachinko.display.spinning')
    : lottery.jackpot
      ? t(`pachinko.display.${lottery.jackpot.mode}`, { rounds: lottery.jackpot.rounds })
      : t('pachinko.display.miss');
  const jackpots = shown ? shown.chains.reduce((sum, chain) => sum + chain.length, 0) : 0;

  return (
    <div className={styles.stage}>
      <div className={styles.boardBox}>
        <div
          className={styles.boardFrame}
          data-look={table.id}
          style={{ borderColor: look.colours.displayFrame, ['--figures' as string]: look.colours.figures }}
        >
          <canvas ref={canvasRef} className={styles.board} role="img" aria-label={t('pachinko.board')} />
          <div
            className={styles.display}
            style={displayBox}
            data-testid="lottery-display"
            data-result={lottery ? lottery.result : flying ? 'spinning' : 'idle'}
            data-figures={lottery ? lottery.figures.join('-') : undefined}
            role="img"
            aria-label={
              lottery ? t('pachinko.display.label', { figures: figuresText(lottery.figures), result: displayResult }) : t('pachinko.display.waiting')
            }
          >
            <span ref={figuresRef} className={styles.figures} aria-hidden="true">
              {lottery ? figuresText(lottery.figures) : '– · – · –'}
            </span>
            <span className={lottery?.result === 'jackpot' ? styles.displayJackpot : styles.displayNote} aria-hidden="true">
              {lottery || flying ? displayResult : ''}
            </span>
          </div>
          <p ref={firedRef} className={styles.fired} aria-hidden="true" hidden={!flying} />
        </div>
      </div>
      <div className={styles.info}>
        {/* Kept in place between rounds (— while none is shown), so the board does not jump. */}
        <dl className={styles.counters} aria-label={t('pachinko.counters')} data-testid="pachinko-counters">
          {counters.map(([key, value]) => (
            <div key={key} className={styles.counter}>
              <dt className={styles.counterName}>{t(`pachinko.${key}`)}</dt>
              <dd className={styles.counterValue} data-counter={key}>
                {value === undefined ? '—' : number(value)}
              </dd>
            </div>
          ))}
          <div className={styles.counter}>
            <dt className={styles.counterName}>{t('pachinko.ballValue')}</dt>
            <dd className={styles.counterValue} data-counter="ballValue">
              {shown?.ballValue ? formatAmount(amountOfUnits(BigInt(shown.ballValue)), locale) : '—'}
            </dd>
          </div>
        </dl>
        <div className={styles.jackpotRow} data-testid="jackpot-summary">
          {!shown ? null : shown.chains.length === 0 ? (
            <p className={muted}>{t('pachinko.noJackpot')}</p>
          ) : (
            <DetailsPopover label={t('pachinko.jackpotsButton', { count: jackpots })} title={t('pachinko.chains')} testId="jackpots-toggle">
              <section aria-label={t('pachinko.chains')} data-testid="jackpot-chains">
                <ol className={styles.chains}>
                  {shown.chains.map((chain, c) => (
                    <li key={c}>
                      {t('pachinko.chain', { number: c + 1 })}
                      <ol className={styles.chain}>
                        {chain.map((jackpot, j) => (
                          <li key={j}>
                            <span className={styles.jackpot}>
                              {t('pachinko.jackpot', { number: j + 1, rounds: roundsOf(jackpot.kind), balls: number(jackpot.balls) })}
                            </span>{' '}
                            <span className={styles.mode} data-mode={jackpot.mode}>
                              → {t(`pachinko.mode.${jackpot.mode}`, { spins: jackpot.supportSpins })}
                            </span>
                          </li>
                        ))}
                      </ol>
                    </li>
                  ))}
                </ol>
              </section>
            </DetailsPopover>
          )}
        </div>
      </div>
    </div>
  );
}
