import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/calls.ts';
import { gameRoundGet, gameSeedRotate } from '../../../contracts/games.ts';
import type { GameRound } from '../../../contracts/games.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import * as styles from './fairness.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { formatDateTime } from '../../shared/formatDateTime.ts';

export interface RoundProofProps {
  roundId: number;
  /** Changes whenever the player's seeds rotate, so a newly revealed seed is read again. */
  seedsVersion: number;
  locale: Locale;
  onRound: (round: GameRound) => void;
  onRotated: () => void;
}

const loadRound = (roundId: number, signal: AbortSignal) => call(gameRoundGet, { roundId }, { signal });

/**
 * One of the player's rounds as recorded (game, time, bet, win) and, while its server seed is
 * still the one in use, the way to reveal it: rotating the seeds.
 */
export function RoundProof({ roundId, seedsVersion, locale, onRound, onRotated }: RoundProofProps) {
  const { t } = useTranslation('fairness');
  const headingId = useId();
  const round = useRemote(loadRound, roundId, `${roundId}:${seedsVersion}`);
  const [revealing, setRevealing] = useState(false);
  const data = round.data?.roundId === roundId ? round.data : undefined;

  // Each answer once, whatever callback the parent passes meanwhile.
  const answered = useEffectEvent(onRound);
  useEffect(() => {
    if (data && round.status === 'ready') answered(data);
  }, [data, round.status]);

  const reveal = async () => {
    setRevealing(true);
    try {
      await call(gameSeedRotate, {});
      onRotated();
    } catch {
      // The client has already shown why.
    } finally {
      setRevealing(false);
    }
  };

  let body;
  if (round.status === 'failed' && !data) body = <LoadFailed onRetry={round.reload} locale={locale} />;
  else if (!data) body = <SkeletonText lines={3} label={t('islands:loading')} locale={locale} />;
  else
    body = (
      <>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('round.game')}</dt>
          <dd className={styles.factValue}>{data.gameName}</dd>
          <dt className={styles.factName}>{t('round.time')}</dt>
          <dd className={styles.factValue}>
            <time dateTime={data.createdAt}>{formatDateTime(data.createdAt, locale)}</time>
          </dd>
          <dt className={styles.factName}>{t('round.bet')}</dt>
          <dd className={styles.factValue}>{t('result.coins', { amount: formatAmount(data.bet, locale) })}</dd>
          <dt className={styles.factName}>{t('round.win')}</dt>
          <dd className={styles.factValue}>{t('result.coins', { amount: formatAmount(data.win, locale) })}</dd>
        </dl>
        {data.fairness.serverSeed === null ? (
          <div className={styles.spin}>
            <p className={styles.muted}>{t('round.notRevealed')}</p>
            <div className={styles.actions}>
              <Button tone="brand" busy={revealing} onClick={() => void reveal()}>
                {t('round.reveal')}
              </Button>
            </div>
          </div>
        ) : null}
      </>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={round.loading}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('round.title', { roundId })}
      </h2>
      {body}
    </section>
  );
}
