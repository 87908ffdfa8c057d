import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PachinkoOutcome, PachinkoTable } from '../../../../server/games/tables.ts';
import { formatAmount as amountOfUnits } from '../../../../server/ledger/amount.fns.ts';
import type { Locale } from '../../../lib/locales.ts';
import { seededRandom } from '../../../lib/seeded-random.ts';
import { ballPath, sampleEnds, positionAt, type Point } from './pachinkoBoard.fns.ts';
import { paintFrame, prepareCanvas, type BoardCanvas } from './pachinkoDraw.ts';
import * as styles from './pachinko.css.ts';
import { muted } from './machine.css.ts';
import { formatAmount } from '../../../lib/formatAmount.ts';

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

/** The board on a canvas, a sample of the round's balls falling, then the round's counters and jackpot chains. */
export function PachinkoStage({ table, locale, playback, reducedMotion, onDone }: PachinkoStageProps) {
  const { t } = useTranslation('machine');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const firedRef = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef(onDone);
  doneRef.current = onDone;
  const [shown, setShown] = useState<PachinkoOutcome | null>(null);
  const [flying, setFlying] = useState(false);

  const boardRef = useRef<BoardCanvas | null>(null);
  const firedText = useEffectEvent((fired: number, balls: number) => `${t('pachinko.balls')}: ${fired} / ${balls}`);

  // Painted at the device's pixel density, again whenever the board's width changes.
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    boardRef.current = prepareCanvas(canvas);
    if (typeof ResizeObserver === 'undefined') return;
    let width = canvas.clientWidth;
    const observer = new ResizeObserver(() => {
      if (canvas.clientWidth === width) return;
      width = canvas.clientWidth;
      boardRef.current = prepareCanvas(canvas);
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!playback) return;
    const { outcome } = playback;
    const finish = () => {
      setFlying(false);
      setShown(outcome);
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
    const paths = ends.map((end) => ballPath(end, random));
    const flightEnd = paths.reduce((latest, path, i) => Math.max(latest, i * LAUNCH_EVERY_MS + path[path.length - 1]!.at), 0);
    const jackpot = outcome.chains.length > 0;
    const total = flightEnd + (jackpot ? ATTACKER_OPEN_MS : 0);
    setShown(null);
    setFlying(true);
    let lastFired = -1;
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
    // A new playback (a new round) restarts the show.
  }, [playback, reducedMotion]);

  const roundsOf = (kind: string) => (table.normalJackpots.find((k) => k.id === kind) ?? table.supportJackpots.find((k) => k.id === kind))?.rounds ?? 0;
  const number = (n: number) => n.toLocaleString(locale);

  return (
    <div className={styles.stage}>
      <canvas ref={canvasRef} className={styles.board} role="img" aria-label={t('pachinko.board')} />
      <p ref={firedRef} className={styles.fired} aria-hidden="true" hidden={!flying} />
      {shown ? (
        <>
          <dl className={styles.counters} aria-label={t('pachinko.counters')} data-testid="pachinko-counters">
            {(
              [
                ['balls', shown.balls],
                ['lost', shown.lost],
                ['generalPockets', shown.generalPockets],
                ['starts', shown.starts],
                ['returnBalls', shown.returnBalls],
                ['ballsOut', shown.ballsOut],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={styles.counter}>
                <dt>{t(`pachinko.${key}`)}</dt>
                <dd className={styles.counterValue} data-counter={key}>
                  {number(value)}
                </dd>
              </div>
            ))}
            {shown.ballValue ? (
              <div className={styles.counter}>
                <dt>{t('pachinko.ballValue')}</dt>
                <dd className={styles.counterValue} data-counter="ballValue">
                  {formatAmount(amountOfUnits(BigInt(shown.ballValue)), locale)}
                </dd>
              </div>
            ) : null}
          </dl>
          <section aria-label={t('pachinko.chains')} data-testid="jackpot-chains">
            <h2 className={styles.heading}>{t('pachinko.chains')}</h2>
            {shown.chains.length === 0 ? (
              <p className={muted}>{t('pachinko.noJackpot')}</p>
            ) : (
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
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
