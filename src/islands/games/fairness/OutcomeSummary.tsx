import { useTranslation } from 'react-i18next';
import type { SpinResult } from '../../../../shared/games/slots/reel-slot.ts';
import type { SlotOutcome } from '../../../../shared/games/slots/slot-machine.ts';
import type { PachinkoOutcome } from '../../../../shared/games/pachinko/pachinko.types.ts';
import type { MachineKind } from '../../../../shared/games/core/machine.ts';
import type { Locale } from '../../../../shared/locales.ts';
import * as styles from './fairness.css.ts';

// A readable story of a recomputed round: the symbols each spin stopped on and what paid, or the
// balls, starts and jackpots of a pachinko round.

function SpinTable({ spin, caption }: { spin: SpinResult; caption: string }) {
  const { t } = useTranslation('fairness');
  const rows = spin.window[0]?.length ?? 0;
  return (
    <div className={styles.spin}>
      <table className={styles.reels}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {spin.window.map((_, reel) => (
              <th key={reel} scope="col" className={styles.reelHeader}>
                {t('outcome.reel', { n: reel + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              <th scope="row" className={styles.reelHeader}>
                {t('outcome.row', { n: row + 1 })}
              </th>
              {spin.window.map((symbols, reel) => (
                <td key={reel} className={styles.reelCell}>
                  {t(`games:symbols.${symbols[row]}`, { defaultValue: symbols[row] })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className={styles.list}>
        {spin.lines.length === 0 ? <li>{t('outcome.noLine')}</li> : null}
        {spin.lines.map((line) => (
          <li key={line.line}>
            {t('outcome.line', { line: line.line + 1, count: line.count, symbol: t(`games:symbols.${line.symbol}`, { defaultValue: line.symbol }), pays: line.pays })}
          </li>
        ))}
        {spin.scatters > 0 ? <li>{t('outcome.scatters', { count: spin.scatters })}</li> : null}
      </ul>
    </div>
  );
}

function SlotSummary({ outcome }: { outcome: SlotOutcome }) {
  const { t } = useTranslation('fairness');
  return (
    <>
      <div className={styles.spins}>
        <SpinTable spin={outcome.base} caption={t('outcome.base')} />
        {outcome.freeSpins?.spins.map((spin, index) => <SpinTable key={index} spin={spin} caption={t('outcome.freeSpin', { n: index + 1 })} />)}
      </div>
      <ul className={styles.list}>
        {outcome.freeSpins ? <li>{t('outcome.freeSpins', { count: outcome.freeSpins.spins.length, multiplier: outcome.freeSpins.multiplier })}</li> : null}
        <li>{t('outcome.credits', { credits: outcome.credits, lines: outcome.lines })}</li>
      </ul>
    </>
  );
}

function PachinkoSummary({ outcome, locale }: { outcome: PachinkoOutcome; locale: Locale }) {
  const { t } = useTranslation('fairness');
  const number = new Intl.NumberFormat(locale);
  const jackpots = outcome.chains.reduce((sum, chain) => sum + chain.length, 0);
  const facts: [string, number][] = [
    [t('outcome.balls'), outcome.balls],
    [t('outcome.lost'), outcome.lost],
    [t('outcome.generalPockets'), outcome.generalPockets],
    [t('outcome.starts'), outcome.starts],
    [t('outcome.returnBalls'), outcome.returnBalls],
    [t('outcome.jackpots'), jackpots],
    [t('outcome.ballsOut'), outcome.ballsOut],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{number.format(value)}</dd>
          </div>
        ))}
      </dl>
      {outcome.chains.map((chain, index) => (
        <div key={index}>
          <strong>{t('outcome.chain', { n: index + 1 })}</strong>
          <ol className={styles.list}>
            {chain.map((jackpot, at) => (
              <li key={at}>{t('outcome.jackpot', { kind: jackpot.kind, balls: number.format(jackpot.balls), mode: t(`outcome.mode.${jackpot.mode}`) })}</li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}

export function OutcomeSummary({ kind, outcome, locale }: { kind: MachineKind; outcome: unknown; locale: Locale }) {
  const { t } = useTranslation('fairness');
  return (
    <section className={styles.spin} aria-label={t('outcome.title')}>
      <h3 className={styles.panelHeading}>{t('outcome.title')}</h3>
      {kind === 'slot' ? <SlotSummary outcome={outcome as SlotOutcome} /> : <PachinkoSummary outcome={outcome as PachinkoOutcome} locale={locale} />}
    </section>
  );
}
