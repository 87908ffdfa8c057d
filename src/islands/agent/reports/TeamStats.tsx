import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { StatCard, StatGrid, toneOfSigned } from '../../../design-system/components/StatCard/StatCard.tsx';
import type { TeamStatistics } from '../../../stores/agentReport/teamReport.ts';
import type { DateRange } from '../../../stores/agentReport/range.ts';
import { formatDay } from './formatDay.ts';

export interface TeamStatsProps {
  /** undefined while the first answer loads: the cards keep their place. */
  statistics: TeamStatistics | undefined;
  range: DateRange;
  locale: Locale;
}

/** The figures of spec §3 for the report's root over the range, one card each. */
export function TeamStats({ statistics: s, range, locale }: TeamStatsProps) {
  const { t } = useTranslation('agentReport');
  const loading = s === undefined;
  const amount = (value: string | undefined, signed = false) => (value === undefined ? '' : formatAmount(value, locale, { signed }));
  const count = (value: number | undefined) => (value === undefined ? '' : new Intl.NumberFormat(locale).format(value));
  return (
    <StatGrid label={t('stats.label', { from: formatDay(range.from, locale), to: formatDay(range.to, locale) })}>
      <StatCard label={t('stats.betAmount')} value={amount(s?.betAmount)} hint={t('stats.betCount', { count: s?.betCount ?? 0 })} loading={loading} locale={locale} />
      <StatCard label={t('stats.winAmount')} value={amount(s?.winAmount)} loading={loading} locale={locale} />
      <StatCard
        label={t('stats.netAmount')}
        value={amount(s?.netAmount, true)}
        hint={t('stats.netHint')}
        tone={s ? toneOfSigned(s.netAmount) : 'neutral'}
        loading={loading}
        locale={locale}
      />
      <StatCard
        label={t('stats.rechargeAmount')}
        value={amount(s?.rechargeAmount)}
        hint={t('stats.rechargeCount', { count: s?.rechargeCount ?? 0 })}
        loading={loading}
        locale={locale}
      />
      <StatCard
        label={t('stats.withdrawAmount')}
        value={amount(s?.withdrawAmount)}
        hint={t('stats.withdrawCount', { count: s?.withdrawCount ?? 0 })}
        loading={loading}
        locale={locale}
      />
      <StatCard label={t('stats.registrations')} value={count(s?.registrations)} loading={loading} locale={locale} />
      <StatCard label={t('stats.activeUsers')} value={count(s?.activeUsers)} hint={t('stats.activeHint')} loading={loading} locale={locale} />
      <StatCard label={t('stats.rebateAmount')} value={amount(s?.rebateAmount)} loading={loading} locale={locale} />
      <StatCard label={t('stats.giftAmount')} value={amount(s?.giftAmount)} loading={loading} locale={locale} />
      <StatCard label={t('stats.transferInAmount')} value={amount(s?.transferInAmount)} loading={loading} locale={locale} />
      <StatCard label={t('stats.transferOutAmount')} value={amount(s?.transferOutAmount)} loading={loading} locale={locale} />
      <StatCard label={t('stats.teamSize')} value={count(s?.teamSize)} loading={loading} locale={locale} />
      <StatCard label={t('stats.teamBalance')} value={amount(s?.teamBalance)} hint={t('stats.balanceHint')} loading={loading} locale={locale} />
    </StatGrid>
  );
}
