import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type JSX } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatAmount as amountOfUnits } from '../../../../shared/money/amount.fns.ts';
import { pachinkoTableOf, slotTableOf } from '../../../../shared/games/tables.ts';
import type { MachineInfo, PlayedRound } from '../../../contracts/games.ts';
import { DEFAULT_LOCALE, isLocale, localizePath, type Locale } from '../../../../shared/locales.ts';
import { $balance, refreshBalance } from '../../../stores/balance.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { DEPOSIT_PATH } from '../../finance/paths.ts';
import { PROTECTION_PATH } from '../../user/links.ts';
import { isRealityCheckDue } from '../../../stores/realityCheck.ts';
import { RealityCheck } from '../realityCheck/RealityCheck.tsx';
import { HelpPanel } from './HelpPanel.tsx';
import { PachinkoStage, type PachinkoPlayback } from './PachinkoStage.tsx';
import { SessionClock } from './SessionClock.tsx';
import { setBalance } from './setBalance.ts';
import { SlotStage, type SlotPlayback } from './SlotStage.tsx';
import { usePlayRound } from './usePlayRound.ts';
import { useFitOneLine } from './useFitOneLine.ts';
import { usePrefersReducedMotion } from './usePrefersReducedMotion.ts';
import { presentWin, roundNetUnits, type WinPresentation } from './winPresentation.ts';
import * as styles from './machine.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface MachineScreenProps {
  machine: MachineInfo;
  /** One of machine.betSteps; the smallest by default. */
  initialBet?: string;
  /** Where the "back to the hall" link goes. */
  exitHref: string;
}

/** A round once it has been shown: what the result line and the announcement say. */
interface Shown {
  round: PlayedRound;
  presentation: WinPresentation;
}

/** Elements whose own keys (typing, choosing, pressing) the screen's shortcuts must leave alone. */
const OWN_KEYS = 'input, textarea, select, button, a[href], [contenteditable=""], [contenteditable="true"], [role="button"]';
const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** One machine, full screen: the reels or the board, the bet, Play, the result and this session's figures. */
export function MachineScreen({ machine, initialBet, exitHref }: MachineScreenProps): JSX.Element {
  const { t, i18n } = useTranslation('machine');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const reducedMotion = usePrefersReducedMotion();
  const balance = useStore($balance);
  const slot = useMemo(() => (machine.kind === 'slot' ? slotTableOf(machine.machineId) : undefined), [machine]);
  const pachinko = useMemo(() => (machine.kind === 'pachinko' ? pachinkoTableOf(machine.machineId) : undefined), [machine]);

  const [bet, setBet] = useState(() => (initialBet && machine.betSteps.includes(initialBet) ? initialBet : machine.betSteps[0]!));
  const [startedAt] = useState(() => Date.now());
  const [net, setNet] = useState(0n);
  const [playing, setPlaying] = useState<PlayedRound | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [helpOpen, setHelpOpen] = useState(false);

  const { play, inFlight, refusal } = usePlayRound(machine.machineId, setPlaying);
  // One object per round: a new one starts the stage's show, so it must not change on re-render.
  const playback = useMemo(() => (playing ? { roundId: playing.roundId, bet: playing.bet, outcome: playing.outcome } : null), [playing]);
  const busy = inFlight || playing !== null;

  const netRef = useRef(net);
  netRef.current = net;
  const playingRef = useRef(playing);
  playingRef.current = playing;
  // The round's money shows once its reels stop or its balls land, not before.
  const onShown = useCallback(() => {
    const round = playingRef.current;
    if (!round) return;
    playingRef.current = null;
    const nextNet = netRef.current + roundNetUnits(round.win, round.bet);
    netRef.current = nextNet;
    const presentation = presentWin(round.win, round.bet);
    const amount = formatAmount(round.win, locale);
    const netText = formatAmount(amountOfUnits(nextNet), locale, { signed: true });
    setNet(nextNet);
    setBalance(round.balance);
    setShown({ round, presentation });
    setAnnouncement(
      presentation === 'none'
        ? t('result.announceNone', { net: netText })
        : presentation === 'returned'
          ? t('result.announceReturned', { amount, net: netText })
          : t('result.announceWin', { amount, net: netText }),
    );
    setPlaying(null);
  }, [locale, t]);

  // The guard has normally read the balance already; a screen shown before that asks itself.
  useEffect(() => {
    if ($balance.get() === undefined) void refreshBalance().catch(() => undefined);
  }, []);

  // Leaving mid-show: the money has moved all the same, so the balance follows.
  useEffect(
    () => () => {
      if (playingRef.current) setBalance(playingRef.current.balance);
    },
    [],
  );

  const startRound = useCallback(() => {
    // The reality check pauses play until the player chooses.
    if (busy || isRealityCheckDue()) return;
    setShown(null);
    setAnnouncement('');
    void play(bet);
  }, [busy, play, bet]);

  const stepBet = useCallback(
    (direction: 1 | -1) => {
      const index = machine.betSteps.indexOf(bet) + direction;
      if (index >= 0 && index < machine.betSteps.length) setBet(machine.betSteps[index]!);
    },
    [machine.betSteps, bet],
  );

  // Shortcuts anywhere on the page, unless focus is in a control that uses the key itself. An
  // effect event reads this render's state at once after a commit, so a key pressed right after a
  // round ends is not judged by the state of the round before.
  const onShortcut = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || helpOpen) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('dialog')) return;
    if (event.key === ' ' || event.key === 'Enter') {
      if (target?.closest(OWN_KEYS)) return;
      event.preventDefault();
      if (!event.repeat) startRound();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      if (target?.closest(TYPING)) return;
      event.preventDefault();
      if (!busy) stepBet(event.key === 'ArrowUp' ? 1 : -1);
    } else if (event.key === 'h' || event.key === 'H' || event.key === '?') {
      if (target?.closest(TYPING)) return;
      event.preventDefault();
      setHelpOpen(true);
    }
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => onShortcut(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const betIndex = machine.betSteps.indexOf(bet);
  const netTone = net > 0n ? 'up' : net < 0n ? 'down' : 'even';
  const resultText =
    !shown || shown.presentation === 'none'
      ? ''
      : t(`result.${shown.presentation}`, { amount: formatAmount(shown.round.win, locale) });

  const resultRef = useFitOneLine<HTMLParagraphElement>(resultText);

  return (
    <div className={styles.screen} data-state={busy ? 'playing' : 'idle'} data-machine={machine.machineId}>
      <header className={styles.topBar}>
        <a className={styles.backLink} href={exitHref}>
          ← <span className={styles.wordsOnDesktop}>{t('back')}</span>
        </a>
        <h1 className={styles.title}>{machine.name}</h1>
        <Button variant="outline" size="small" onClick={() => setHelpOpen(true)} aria-keyshortcuts="H">
          <span className={styles.phoneOnly} aria-hidden="true">
            ?
          </span>
          <span className={styles.wordsOnDesktop}>{t('help')}</span>
        </Button>
      </header>

      <dl className={styles.stats} aria-label={t('stats.label')}>
        <div className={styles.stat}>
          <dt className={styles.statName}>{t('stats.balance')}</dt>
          <dd className={styles.statValue} data-testid="balance">
            {balance === undefined ? '—' : formatAmount(balance, locale)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statName}>{t('stats.net')}</dt>
          <dd className={`${styles.statValue} ${styles.netTone[netTone]}`} data-testid="net-position" data-units={net.toString()}>
            {formatAmount(amountOfUnits(net), locale, { signed: true })}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statName}>{t('stats.clock')}</dt>
          <dd className={styles.statValue}>
            <SessionClock startedAt={startedAt} />
          </dd>
        </div>
      </dl>

      <div className={styles.stage}>
        {slot ? (
          <SlotStage
            table={slot}
            locale={locale}
            playback={playback as SlotPlayback | null}
            reducedMotion={reducedMotion}
            onDone={onShown}
          />
        ) : null}
        {pachinko ? (
          <PachinkoStage
            table={pachinko}
            locale={locale}
            playback={playback as PachinkoPlayback | null}
            reducedMotion={reducedMotion}
            onDone={onShown}
          />
        ) : null}
      </div>

      <div className={styles.dock}>
        <div className={styles.resultRow}>
          <p
            ref={resultRef}
            className={styles.result[shown?.presentation ?? 'none']}
            data-testid="round-result"
            data-round-id={shown?.round.roundId}
            data-presentation={shown?.presentation}
          >
            {resultText}
          </p>
          {shown?.presentation === 'bigWin' ? <CoinBurst key={shown.round.roundId} /> : null}
          {refusal?.kind === 'insufficient' ? (
            <p className={styles.refusal} role="alert" data-testid="insufficient-funds">
              {t('insufficient.message', { bet: formatAmount(refusal.bet, locale) })}
              <a className={styles.refusalLink} href={localizePath(DEPOSIT_PATH, locale)}>
                {t('insufficient.deposit')}
              </a>
            </p>
          ) : null}
          {refusal?.kind === 'protection' ? (
            <p className={styles.refusal} role="alert" data-testid="protection-refusal">
              {refusal.message}
              <a className={styles.refusalLink} href={localizePath(PROTECTION_PATH, locale)}>
                {t('protectionRefusal.settings')}
              </a>
            </p>
          ) : null}
          <p className={styles.visuallyHidden} aria-live="polite" role="status">
            {announcement}
          </p>
        </div>

        <div className={styles.controls}>
          <div className={styles.betGroup} role="group" aria-label={t('bet.label')}>
            <Button variant="outline" onClick={() => stepBet(-1)} disabled={busy || betIndex <= 0} aria-label={t('bet.less')}>
              −
            </Button>
            <label className={styles.betLabel}>
              <span className={styles.visuallyHidden}>{t('bet.label')}</span>
              <select
                className={styles.betSelect}
                data-testid="bet-select"
                value={bet}
                disabled={busy}
                onChange={(event) => setBet(event.target.value)}
                aria-keyshortcuts="ArrowUp ArrowDown"
              >
                {machine.betSteps.map((step) => (
                  <option key={step} value={step}>
                    {t('bet.option', { amount: formatAmount(step, locale) })}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="outline"
              onClick={() => stepBet(1)}
              disabled={busy || betIndex >= machine.betSteps.length - 1}
              aria-label={t('bet.more')}
            >
              +
            </Button>
          </div>
          <Button
            tone="brand"
            size="large"
            className={styles.playButton}
            data-testid="play-button"
            onClick={startRound}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-keyshortcuts="Space Enter"
          >
            {busy ? t('playing') : t('play')}
          </Button>
        </div>
      </div>

      <RealityCheck locale={locale} />
      <HelpPanel open={helpOpen} onClose={() => setHelpOpen(false)} machine={machine} locale={locale} slot={slot} pachinko={pachinko} />
    </div>
  );
}

/** Twelve coins rising from the result, spread across it; the numbers only place them. */
function CoinBurst() {
  return (
    <div className={styles.burst} aria-hidden="true" data-testid="coin-burst">
      {Array.from({ length: 12 }, (_, i) => (
        <span
          key={i}
          className={styles.coin}
          style={{ left: `${8 + i * 7.5}%`, animationDelay: `${(i % 4) * 90}ms`, ['--drift' as string]: `${(i % 2 ? 1 : -1) * (1 + (i % 3))}rem` }}
        />
      ))}
    </div>
  );
}

export default MachineScreen;
