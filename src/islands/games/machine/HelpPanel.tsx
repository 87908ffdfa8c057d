import { useTranslation } from 'react-i18next';
import { formatAmount as amountOfUnits, toUnits } from '../../../../shared/money/amount.fns.ts';
import type { PachinkoTable, SlotTable } from '../../../../shared/games/tables.ts';
import type { JackpotKind } from '../../../../shared/games/pachinko/pachinko.types.ts';
import type { MachineInfo } from '../../../contracts/games.ts';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { Modal } from '../../../design-system/components/Modal/Modal.tsx';
import { SlotSymbol } from './SlotSymbol.tsx';
import * as styles from './help.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export const FAIRNESS_PATH = '/fairness';

export interface HelpPanelProps {
  open: boolean;
  onClose: () => void;
  machine: MachineInfo;
  locale: Locale;
  slot?: SlotTable;
  pachinko?: PachinkoTable;
}

/** The machine's figures, paytable, rules and the fair-play note, in a dialog. */
export function HelpPanel({ open, onClose, machine, locale, slot, pachinko }: HelpPanelProps) {
  const { t } = useTranslation('machine');
  return (
    <Modal open={open} onClose={onClose} title={t('helpPanel.title', { name: machine.name })} width="40rem" locale={locale}>
      <div className={styles.body} data-testid="help-panel">
        <Figures machine={machine} locale={locale} />
        {slot ? <SlotPaytable table={slot} locale={locale} /> : null}
        {pachinko ? <PachinkoRules table={pachinko} locale={locale} /> : null}
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('helpPanel.fairTitle')}</h3>
          <p className={styles.paragraph}>
            {t('helpPanel.fairText')}{' '}
            <a className={styles.link} href={localizePath(FAIRNESS_PATH, locale)}>
              {t('helpPanel.fairLink')}
            </a>
          </p>
          <p className={styles.paragraph}>{t('helpPanel.keys')}</p>
        </section>
      </div>
    </Modal>
  );
}

function Figures({ machine, locale }: { machine: MachineInfo; locale: Locale }) {
  const { t } = useTranslation('machine');
  const rows: [string, string][] = [
    [t('helpPanel.rtp'), t('helpPanel.percent', { value: machine.rtp })],
    [t('helpPanel.hitFrequency'), t('helpPanel.percent', { value: machine.hitFrequency })],
    [t('helpPanel.volatility'), machine.volatility],
    [t('helpPanel.maxWin'), t('helpPanel.timesBet', { value: machine.maxWin })],
    [t('helpPanel.betSteps'), machine.betSteps.map((step) => formatAmount(step, locale)).join(' · ')],
  ];
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('helpPanel.figures')}</h3>
      <dl className={styles.figures}>
        {rows.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt>{name}</dt>
            <dd className={styles.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function SlotPaytable({ table, locale }: { table: SlotTable; locale: Locale }) {
  const { t } = useTranslation('machine');
  const name = (id: string) => t(`games:symbols.${id}`);
  const anyOf = (ids: readonly string[]) =>
    ids.length === 1 ? name(ids[0]!) : t('helpPanel.anyOf', { symbols: new Intl.ListFormat(locale, { type: 'disjunction' }).format(ids.map(name)) });
  const scatter = table.scatter;
  const feature = table.freeSpins;
  const { groups, counts } = paytableRows(table);
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('helpPanel.paytable')}</h3>
      <p className={styles.paragraph}>{t('helpPanel.lines', { lines: table.paylines.length })}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('helpPanel.pays')}</caption>
        <thead>
          <tr>
            <th className={styles.cell}>{t('helpPanel.symbol')}</th>
            {counts.map((count) => (
              <th key={count} className={styles.cell}>
                {t('helpPanel.inRow', { matched: count })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.symbols.join(' ')}>
              <th scope="row" className={styles.symbolCell}>
                <span className={styles.symbolName}>
                  {group.symbols.map((id) => (
                    <SlotSymbol key={id} symbol={id} className={styles.symbolArt} />
                  ))}
                  {anyOf(group.symbols)}
                </span>
              </th>
              {counts.map((count) => (
                <td key={count} className={styles.cell}>
                  {group.pays.get(count) ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.wild ? <p className={styles.paragraph}>{t('helpPanel.wild', { symbol: name(table.wild) })}</p> : null}
      {scatter ? (
        <p className={styles.paragraph}>
          {t('helpPanel.scatter', {
            symbol: name(scatter.symbol),
            pays: Object.entries(scatter.pays)
              .map(([matched, pays]) => t('helpPanel.scatterPay', { matched, pays }))
              .join(', '),
          })}
        </p>
      ) : null}
      {feature && scatter ? (
        <p className={styles.paragraph}>
          {t('helpPanel.freeSpins', {
            trigger: feature.trigger,
            symbol: name(scatter.symbol),
            spins: feature.spins,
            multiplier: feature.multiplier,
            max: feature.maxSpins,
          })}
        </p>
      ) : null}
    </section>
  );
}

/** One row per paying symbol (or set of symbols), one column per count, longest first. */
export function paytableRows(table: SlotTable): { groups: { symbols: readonly string[]; pays: Map<number, number> }[]; counts: number[] } {
  const groups = new Map<string, { symbols: readonly string[]; pays: Map<number, number> }>();
  for (const entry of table.linePays) {
    const key = entry.symbols.join(' ');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { symbols: entry.symbols, pays: new Map() }));
    group.pays.set(entry.count, entry.pays);
  }
  const counts = [...new Set(table.linePays.map((entry) => entry.count))].sort((a, b) => b - a);
  return { groups: [...groups.values()], counts };
}

function PachinkoRules({ table, locale }: { table: PachinkoTable; locale: Locale }) {
  const { t } = useTranslation('machine');
  const ballValues = table.betSteps
    .map((step) => `${formatAmount(step, locale)} → ${formatAmount(amountOfUnits(toUnits(step) / BigInt(table.ballsPerRound)), locale)}`)
    .join(' · ');
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>{t('helpPanel.paytable')}</h3>
      <p className={styles.paragraph}>
        {t('helpPanel.pachinkoRound', { balls: table.ballsPerRound })} ({ballValues})
      </p>
      <p className={styles.paragraph}>{t('helpPanel.normalOdds', { odds: table.normalOdds })}</p>
      <p className={styles.paragraph}>{t('helpPanel.returns', { general: table.generalReturn, start: table.startReturn })}</p>
      <JackpotTable title={t('helpPanel.normalJackpots')} kinds={table.normalJackpots} locale={locale} />
      <JackpotTable title={t('helpPanel.supportJackpots')} kinds={table.supportJackpots} locale={locale} />
      <p className={styles.paragraph}>{t('helpPanel.chainLimit', { limit: table.chainLimit })}</p>
    </section>
  );
}

function JackpotTable({ title, kinds, locale }: { title: string; kinds: readonly JackpotKind[]; locale: Locale }) {
  const { t } = useTranslation('machine');
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <table className={styles.table}>
      <caption className={styles.heading} style={{ textAlign: 'start' }}>
        {title}
      </caption>
      <thead>
        <tr>
          <th className={styles.cell}>{t('helpPanel.kind')}</th>
          <th className={styles.cell}>{t('helpPanel.share')}</th>
          <th className={styles.cell}>{t('helpPanel.rounds')}</th>
          <th className={styles.cell}>{t('helpPanel.balls')}</th>
          <th className={styles.cell}>{t('helpPanel.after')}</th>
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind.id}>
            <td className={styles.cell}>{kind.id}</td>
            <td className={styles.cell}>{share.format(kind.weight / total)}</td>
            <td className={styles.cell}>{kind.rounds}</td>
            <td className={styles.cell}>{(kind.rounds * kind.ballsPerRound).toLocaleString(locale)}</td>
            <td className={styles.cell}>
              {kind.after.spins === 0 ? t('helpPanel.afterMode.none') : t(`helpPanel.afterMode.${kind.after.kind}`, { odds: kind.after.odds, spins: kind.after.spins })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
