import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { localizePath } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { isApiError } from '../../api/ApiError.ts';
import { REPORT_MAX_DAYS, type ReportDay, type ReportMachine, type ReportRange, type ReportView } from '../../contracts/ops-reports.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { StatCard, StatGrid, toneOfSigned } from '../../design-system/components/StatCard/StatCard.tsx';
import { TeamChart, type TeamChartDay } from '../../design-system/components/TeamChart/TeamChart.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsReportsText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import { $daily, $export, $machines, $range, $rangeProblem, $view, exportCsv, loadReport, openReport, showView } from '../../stores/opsReports.ts';
import * as styles from './OpsReports.css.ts';

// The reports screen (auditor): a range of hall days, totals as figure cards, the figures drawn with
// the agent reports' chart (its drawing library loads apart, when a chart is first shown) and the
// same figures in a grid for everyone who does not read the drawing, per day or per machine, and the
// shown view as a CSV download. The store reads and checks; this renders and wires events.

type Text = OpsReportsText['reports'];
const VIEWS: readonly ReportView[] = ['day', 'machine'];

export default function OpsReports({ locale, text }: { locale: Locale; text: OpsReportsText }) {
  const t = text.reports;
  const daily = useStore($daily);
  const machines = useStore($machines);
  const range = useStore($range);
  const view = useStore($view);
  const problem = useStore($rangeProblem);
  const exported = useStore($export);
  const [draft, setDraft] = useState<ReportRange>({ from: '', to: '' });
  // A range the store asked for (the opening one) replaces what the form holds.
  const rangeKey = range ? `${range.from}/${range.to}` : '';
  const [draftOf, setDraftOf] = useState('');
  if (range && draftOf !== rangeKey) {
    setDraftOf(rangeKey);
    setDraft(range);
  }

  useEffect(() => {
    // The server answers in the page's language (the API client's Accept-Language follows $locale).
    $locale.set(locale);
    void openReport();
  }, [locale]);

  const shown = view === 'day' ? daily : machines;
  if (shown.status === 'failed' && isApiError(shown.error) && (shown.error.code === 401 || shown.error.code === 403)) {
    return shown.error.code === 401 ? (
      <p>
        {t.signInFirst} <a href={localizePath('/ops/sign-in', locale)}>{t.signIn}</a>
      </p>
    ) : (
      <p role="alert">{t.notAllowed}</p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void loadReport(draft);
  };
  const problemText = problem ? formatText(t.range.problems[problem], { maxDays: REPORT_MAX_DAYS }) : undefined;
  const answered = view === 'day' ? daily.data : machines.data;
  const span = answered ? { from: answered.from, to: answered.to } : (range ?? draft);

  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        <form className={styles.rangeForm} onSubmit={submit} noValidate aria-label={t.range.legend}>
          <TextField type="date" label={t.range.from} name="from" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} />
          <TextField
            type="date"
            label={t.range.to}
            name="to"
            value={draft.to}
            error={problemText}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
          />
          <Button type="submit" tone="brand" busy={shown.status === 'loading'}>
            {t.range.show}
          </Button>
        </form>
        {answered ? <p className={styles.note}>{formatText(t.range.timeZone, { timeZone: answered.timeZone })}</p> : null}
        <div className={styles.bar}>
          <div role="group" aria-label={t.views.label} className={styles.group}>
            {VIEWS.map((id) => (
              <Button key={id} size="small" variant={view === id ? 'solid' : 'outline'} aria-pressed={view === id} onClick={() => void showView(id)}>
                {t.views[id]}
              </Button>
            ))}
          </div>
          <Button variant="outline" size="small" busy={exported.busy} disabled={!range} onClick={() => void exportCsv()}>
            {t.download}
          </Button>
        </div>
        {exported.filename ? <p role="status">{formatText(t.downloaded, { filename: exported.filename })}</p> : null}
        {exported.error ? <p role="alert">{exported.error}</p> : null}
        {shown.status === 'failed' ? (
          <p role="alert">
            {t.failed}{' '}
            <Button variant="outline" size="small" onClick={() => range && void loadReport(range)}>
              {t.retry}
            </Button>
          </p>
        ) : null}
        {view === 'day' ? (
          <DailyReport t={t} locale={locale} span={span} days={daily.data?.days} totals={daily.data?.totals} loading={daily.status === 'loading'} />
        ) : (
          <MachineReport t={t} locale={locale} span={span} rows={machines.data?.machines} totals={machines.data?.totals} loading={machines.status === 'loading'} />
        )}
      </div>
    </DsLocaleProvider>
  );
}

interface ViewProps {
  t: Text;
  locale: Locale;
  span: ReportRange;
  loading: boolean;
}

const counter = (locale: Locale) => new Intl.NumberFormat(locale);
const amount = (locale: Locale) => (value: string) => formatAmount(value, locale);
const compact = (locale: Locale) => {
  const format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (value: number) => format.format(value);
};
/** A hall day (YYYY-MM-DD) written in the page's language; the date is a calendar day, not an instant. */
const dayFormat = (locale: Locale, short = false) => {
  const format = new Intl.DateTimeFormat(locale, short ? { month: 'numeric', day: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

function DailyReport({ t, locale, span, days, totals, loading }: ViewProps & { days: readonly ReportDay[] | undefined; totals: ReportDay | Omit<ReportDay, 'date'> | undefined }) {
  const f = t.figures;
  const count = counter(locale);
  const formatDay = dayFormat(locale);
  const columns: TableColumn<ReportDay>[] = [
    { key: 'date', header: t.tables.date, render: (row) => formatDay(row.date) },
    { key: 'depositCount', header: f.depositCount, align: 'end', render: (row) => count.format(row.depositCount) },
    { key: 'deposits', header: f.deposits, align: 'end', render: (row) => formatAmount(row.deposits, locale) },
    { key: 'withdrawalCount', header: f.withdrawalCount, align: 'end', render: (row) => count.format(row.withdrawalCount) },
    { key: 'withdrawals', header: f.withdrawals, align: 'end', render: (row) => formatAmount(row.withdrawals, locale) },
    { key: 'rounds', header: f.rounds, align: 'end', render: (row) => count.format(row.rounds) },
    { key: 'bets', header: f.bets, align: 'end', render: (row) => formatAmount(row.bets, locale) },
    { key: 'wins', header: f.wins, align: 'end', render: (row) => formatAmount(row.wins, locale) },
    { key: 'ggr', header: f.ggr, align: 'end', render: (row) => formatAmount(row.ggr, locale, { signed: true }) },
  ];
  const list = days ?? [];
  // The chart's three series are named by the caller: money moved (bars) with the deposit count
  // (line), then play (bars) with the rounds (line).
  const money: TeamChartDay[] = list.map((day) => ({ date: day.date, betAmount: day.deposits, rechargeAmount: day.withdrawals, registrations: day.depositCount }));
  const play: TeamChartDay[] = list.map((day) => ({ date: day.date, betAmount: day.bets, rechargeAmount: day.wins, registrations: day.rounds }));
  const chartProps = { formatAmount: amount(locale), formatCount: (value: number) => count.format(value), formatDate: formatDay, formatAxisAmount: compact(locale), formatAxisDate: dayFormat(locale, true), locale };
  return (
    <>
      <Totals t={t} locale={locale} span={span} totals={totals} loading={loading} />
      {list.length ? (
        <>
          <TeamChart caption={formatText(t.charts.money, span)} days={money} labels={{ betAmount: f.deposits, rechargeAmount: f.withdrawals, registrations: f.depositCount }} {...chartProps} />
          <TeamChart caption={formatText(t.charts.play, span)} days={play} labels={{ betAmount: f.bets, rechargeAmount: f.wins, registrations: f.rounds }} {...chartProps} />
        </>
      ) : null}
      <Table
        caption={formatText(t.tables.day, span)}
        columns={columns}
        rows={list}
        rowKey={(row) => row.date}
        empty={<p role="status">{loading && !days ? t.loading : t.empty}</p>}
        locale={locale}
      />
    </>
  );
}

function MachineReport({ t, locale, span, rows, totals, loading }: ViewProps & { rows: readonly ReportMachine[] | undefined; totals: Omit<ReportMachine, 'machineId' | 'name'> | undefined }) {
  const f = t.figures;
  const count = counter(locale);
  const list = rows ?? [];
  const nameOf = new Map(list.map((row) => [row.machineId, row.name]));
  const columns: TableColumn<ReportMachine>[] = [
    { key: 'name', header: t.tables.machineColumn, render: (row) => row.name },
    { key: 'rounds', header: f.rounds, align: 'end', render: (row) => count.format(row.rounds) },
    { key: 'bets', header: f.bets, align: 'end', render: (row) => formatAmount(row.bets, locale) },
    { key: 'wins', header: f.wins, align: 'end', render: (row) => formatAmount(row.wins, locale) },
    { key: 'ggr', header: f.ggr, align: 'end', render: (row) => formatAmount(row.ggr, locale, { signed: true }) },
  ];
  // The chart's "date" axis carries the machine (its id, written as its name).
  const play: TeamChartDay[] = list.map((row) => ({ date: row.machineId, betAmount: row.bets, rechargeAmount: row.wins, registrations: row.rounds }));
  const machineName = (id: string) => nameOf.get(id) ?? id;
  return (
    <>
      <Totals t={t} locale={locale} span={span} totals={totals} loading={loading} />
      {list.length ? (
        <TeamChart
          caption={formatText(t.charts.machine, span)}
          days={play}
          labels={{ betAmount: f.bets, rechargeAmount: f.wins, registrations: f.rounds }}
          formatAmount={amount(locale)}
          formatCount={(value) => count.format(value)}
          formatDate={machineName}
          formatAxisAmount={compact(locale)}
          locale={locale}
        />
      ) : null}
      <Table
        caption={formatText(t.tables.machine, span)}
        columns={columns}
        rows={list}
        rowKey={(row) => row.machineId}
        empty={<p role="status">{loading && !rows ? t.loading : t.empty}</p>}
        locale={locale}
      />
    </>
  );
}

type AnyTotals = { rounds: number; bets: string; wins: string; ggr: string; deposits?: string; withdrawals?: string };

function Totals({ t, locale, span, totals, loading }: { t: Text; locale: Locale; span: ReportRange; totals: AnyTotals | undefined; loading: boolean }) {
  const f = t.figures;
  const count = counter(locale);
  const show = (value: string | undefined) => (value === undefined ? '—' : formatAmount(value, locale));
  return (
    <StatGrid label={formatText(t.totals, span)}>
      {totals?.deposits !== undefined ? <StatCard label={f.deposits} value={show(totals.deposits)} loading={loading && !totals} locale={locale} /> : null}
      {totals?.withdrawals !== undefined ? <StatCard label={f.withdrawals} value={show(totals.withdrawals)} loading={loading && !totals} locale={locale} /> : null}
      <StatCard label={f.bets} value={show(totals?.bets)} loading={loading && !totals} locale={locale} />
      <StatCard label={f.wins} value={show(totals?.wins)} loading={loading && !totals} locale={locale} />
      <StatCard
        label={f.ggr}
        value={totals ? formatAmount(totals.ggr, locale, { signed: true }) : '—'}
        tone={totals ? toneOfSigned(totals.ggr) : 'neutral'}
        loading={loading && !totals}
        locale={locale}
      />
      <StatCard label={f.rounds} value={totals ? count.format(totals.rounds) : '—'} loading={loading && !totals} locale={locale} />
    </StatGrid>
  );
}
