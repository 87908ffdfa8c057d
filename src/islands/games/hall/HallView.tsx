import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../contracts/content.ts';
import type { MachineInfo } from '../../../contracts/games.ts';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { ButtonLink } from '../../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { Skeleton } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Tabs } from '../../../design-system/components/Tabs/Tabs.tsx';
import { DEPOSIT_PATH } from '../../finance/paths.ts';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import * as shared from '../../shared/islands.css.ts';
import { HALL_TABS, machinesOfGames, machinesOfTab, type HallTab } from './hallMachines.ts';
import type { LoadState } from './loadState.ts';
import { MachineCard } from './MachineCard.tsx';
import * as styles from './hall.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface HallViewProps {
  locale: Locale;
  /** The catalogue with every machine's figures: what the cards show. */
  machines: LoadState<MachineInfo[]>;
  /** Most played first. */
  popular: LoadState<Game[]>;
  /** Newest first. */
  latest: LoadState<Game[]>;
  /** Game coins; undefined until read. */
  balance: string | undefined;
}

function Busy({ count, label, className }: { count: number; label: string; className: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} shape="rect" height={240} />
      ))}
    </div>
  );
}

function Balance({ balance, locale }: { balance: string | undefined; locale: Locale }) {
  const { t } = useTranslation('hall');
  const labelId = useId();
  return (
    <div className={styles.balanceBar} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.balanceLabel}>
        {t('hall.balance')}
      </span>
      <output className={styles.balanceFigure}>{balance === undefined ? '—' : t('hall.coins', { amount: formatAmount(balance, locale) })}</output>
      <ButtonLink className={styles.balanceAction} href={localizePath(DEPOSIT_PATH, locale)} size="small" variant="outline" tone="accent">
        {t('hall.deposit')}
      </ButtonLink>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Popular or new: the listed games that the catalogue has, as one scrolling row. */
function MachineRow({ title, games, machines, locale }: { title: string; games: LoadState<Game[]>; machines: MachineInfo[]; locale: Locale }) {
  const { t } = useTranslation('hall');
  let body: ReactNode;
  if (games.state === 'failed') body = <LoadFailed onRetry={games.retry} locale={locale} />;
  else if (games.state === 'loading') body = <Busy count={4} label={t('islands:loading')} className={styles.row} />;
  else {
    const listed = machinesOfGames(games.data, machines);
    body =
      listed.length === 0 ? (
        <p className={shared.muted}>{t('hall.rowEmpty')}</p>
      ) : (
        <ul className={styles.row}>
          {listed.map((machine) => (
            <li key={machine.machineId} className={styles.rowItem}>
              <MachineCard machine={machine} locale={locale} compact />
            </li>
          ))}
        </ul>
      );
  }
  return <Section title={title}>{body}</Section>;
}

function MachineGrid({ machines, locale }: { machines: MachineInfo[]; locale: Locale }) {
  const { t } = useTranslation('hall');
  if (machines.length === 0) return <EmptyState title={t('hall.empty')} locale={locale} />;
  return (
    <ul className={styles.grid}>
      {machines.map((machine) => (
        <li key={machine.machineId}>
          <MachineCard machine={machine} locale={locale} />
        </li>
      ))}
    </ul>
  );
}

/** The hall as it looks for given data: balance, popular and new rows, then every machine by kind. */
export function HallView({ locale, machines, popular, latest, balance }: HallViewProps) {
  const { t } = useTranslation('hall');
  const [tab, setTab] = useState<HallTab>('all');

  if (machines.state === 'failed') {
    return (
      <div className={styles.hall}>
        <Balance balance={balance} locale={locale} />
        <LoadFailed onRetry={machines.retry} locale={locale} />
      </div>
    );
  }
  if (machines.state === 'loading') {
    return (
      <div className={styles.hall} aria-busy="true">
        <Balance balance={balance} locale={locale} />
        <Busy count={6} label={t('islands:loading')} className={styles.skeletonGrid} />
      </div>
    );
  }

  const all = machines.data;
  return (
    <div className={styles.hall}>
      <Balance balance={balance} locale={locale} />
      <MachineRow title={t('hall.popular')} games={popular} machines={all} locale={locale} />
      <MachineRow title={t('hall.latest')} games={latest} machines={all} locale={locale} />
      <Section title={t('hall.heading')}>
        <Tabs
          label={t('hall.kinds.label')}
          value={tab}
          onChange={(id) => setTab(id as HallTab)}
          items={HALL_TABS.map((id) => ({
            id,
            label: t(`hall.kinds.${id}`),
            content: <MachineGrid machines={machinesOfTab(all, id)} locale={locale} />,
          }))}
        />
      </Section>
    </div>
  );
}
