import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { vars } from '../../themes/contract.css.ts';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '../Table/Table.tsx';
import type { TeamChartPlot } from './teamChartPlot.ts';
import * as styles from './TeamChart.css.ts';

/** One day of the team report: the API's figures, amounts as decimal strings. */
export interface TeamChartDay {
  /** ISO date, `YYYY-MM-DD`, in the agent's calendar. */
  date: string;
  betAmount: string;
  rechargeAmount: string;
  registrations: number;
}

export interface TeamChartLabels {
  betAmount: string;
  rechargeAmount: string;
  registrations: string;
}

export interface TeamChartProps {
  /** The chart's title, also the table's caption ("Daily figures, 1–30 Nov"). */
  caption: string;
  days: readonly TeamChartDay[];
  labels: TeamChartLabels;
  /** Writes an amount for people (the site's `formatAmount` in the page's language). */
  formatAmount: (amount: string) => string;
  formatCount: (count: number) => string;
  /** A day in the table ("2026年11月25日"). */
  formatDate: (isoDate: string) => string;
  /**
   * An amount on the chart's axis, where room is short (`Intl.NumberFormat(locale, { notation:
   * 'compact' })`: "1.2M"); defaults to `formatAmount` of the tick.
   */
  formatAxisAmount?: (value: number) => string;
  /** A day under the chart, where room is short ("11/25"); defaults to `formatDate`. */
  formatAxisDate?: (isoDate: string) => string;
  /** Height of the drawing in CSS pixels. */
  height?: number;
  /** Start with the table shown instead of the chart. */
  defaultView?: 'chart' | 'table';
  /** Shown instead of chart and table when `days` is empty. */
  empty?: ReactNode;
  locale?: Locale;
}

type PlotState = 'loading' | 'ready' | 'failed';

/** `var(--name)` of the theme contract → its value on `element`. */
function resolveColor(element: Element, cssVar: string, fallback: string): string {
  const name = /^var\((--[^,)]+)/.exec(cssVar)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || fallback;
}

/** Axis ticks are plain numbers; written as decimal text for the caller's amount formatter. */
function tickText(value: number): string {
  return Number.isInteger(value) ? value.toFixed(0) : String(Number(value.toFixed(4)));
}

/**
 * The team's daily bets and deposits (bars, left axis, amounts) and registrations (line, right
 * axis, count) over a report's range. The drawing library (uPlot) is imported only when a chart
 * is first shown. The same figures are always in a table: hidden on screen but read by screen
 * readers while the chart shows, on screen after "Show as table". The component formats nothing
 * itself: labels and formatters come from the caller.
 */
export function TeamChart({
  caption,
  days,
  labels,
  formatAmount,
  formatCount,
  formatDate,
  formatAxisAmount,
  formatAxisDate,
  height = 240,
  defaultView = 'chart',
  empty,
  locale,
}: TeamChartProps) {
  const text = useDsText(locale);
  const captionId = useId();
  const [asTable, setAsTable] = useState(defaultView === 'table');
  const [plotState, setPlotState] = useState<PlotState>('loading');
  const boxRef = useRef<HTMLDivElement>(null);
  // The latest formatters, read when drawing, so a caller's inline functions do not redraw.
  const latest = {
    formatAxisAmount: formatAxisAmount ?? ((value: number) => formatAmount(tickText(value))),
    formatCount,
    formatAxisDate: formatAxisDate ?? formatDate,
  };
  const format = useRef(latest);
  format.current = latest;
  const labelsKey = `${labels.betAmount}\u0000${labels.rechargeAmount}\u0000${labels.registrations}`;

  const hasDays = days.length > 0;
  const showChart = hasDays && !asTable;

  useEffect(() => {
    const box = boxRef.current;
    if (!showChart || !box) return;
    let plot: TeamChartPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    setPlotState('loading');
    import('./teamChartPlot.ts')
      .then(({ plotTeamChart }) => {
        if (cancelled) return;
        const style = getComputedStyle(box);
        const [bet, recharge, registrations] = labelsKey.split('\u0000');
        plot = plotTeamChart(box, {
          days: days.map((day) => ({
            date: day.date,
            betAmount: Number(day.betAmount),
            rechargeAmount: Number(day.rechargeAmount),
            registrations: day.registrations,
          })),
          labels: { betAmount: bet, rechargeAmount: recharge, registrations },
          colors: {
            betAmount: resolveColor(box, vars.color.caution, '#ffc96b'),
            rechargeAmount: resolveColor(box, vars.color.info, '#8fc3ff'),
            registrations: resolveColor(box, vars.color.positive, '#6ee7a8'),
            axis: resolveColor(box, vars.color.textMuted, '#888'),
            grid: resolveColor(box, vars.color.border, '#444'),
          },
          font: `12px ${style.fontFamily || 'sans-serif'}`,
          formatAxisAmount: (value) => format.current.formatAxisAmount(value),
          formatCount: (value) => format.current.formatCount(value),
          formatAxisDate: (date) => format.current.formatAxisDate(date),
          width: Math.max(1, Math.floor(box.clientWidth)),
          height,
        });
        setPlotState('ready');
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(([entry]) => {
            const width = Math.floor(entry?.contentRect.width ?? 0);
            if (width > 0) plot?.setSize(width, height);
          });
          observer.observe(box);
        }
      })
      .catch(() => {
        if (!cancelled) setPlotState('failed');
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [showChart, days, height, labelsKey]);

  const columns: TableColumn<TeamChartDay>[] = [
    { key: 'date', header: text.chartDate, render: (day) => formatDate(day.date) },
    { key: 'betAmount', header: labels.betAmount, align: 'end', render: (day) => formatAmount(day.betAmount) },
    { key: 'rechargeAmount', header: labels.rechargeAmount, align: 'end', render: (day) => formatAmount(day.rechargeAmount) },
    { key: 'registrations', header: labels.registrations, align: 'end', render: (day) => formatCount(day.registrations) },
  ];

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <div className={styles.header}>
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
        {hasDays ? (
          <button type="button" className={styles.toggle} aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            {text.showAsTable}
          </button>
        ) : null}
      </div>
      {!hasDays ? (
        (empty ?? <EmptyState locale={locale} />)
      ) : (
        <>
          {showChart ? (
            <>
              <ul className={styles.legend} aria-hidden="true">
                <li className={styles.legendItem}>
                  <span className={styles.swatch({ series: 'betAmount' })} />
                  {labels.betAmount}
                </li>
                <li className={styles.legendItem}>
                  <span className={styles.swatch({ series: 'rechargeAmount' })} />
                  {labels.rechargeAmount}
                </li>
                <li className={styles.legendItem}>
                  <span className={styles.swatch({ series: 'registrations' })} />
                  {labels.registrations}
                </li>
              </ul>
              {/* The drawing is for the eyes; the table below carries the same figures for everyone else. */}
              <div className={styles.plotArea} style={{ height }}>
                <div ref={boxRef} className={styles.plot} aria-hidden="true" data-state={plotState} />
                {plotState === 'loading' ? (
                  <div className={styles.overlay} aria-hidden="true">
                    <Skeleton shape="rect" height={height} />
                  </div>
                ) : null}
                {plotState === 'failed' ? (
                  <p className={styles.overlay} role="status">
                    {text.chartUnavailable}
                  </p>
                ) : null}
              </div>
            </>
          ) : null}
          {showChart ? (
            // A table does not shrink to the hidden box's width; its wrapper clips it.
            <div className={visuallyHidden}>
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.key} scope="col">
                      {column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    {columns.map((column) => (
                      <td key={column.key}>{column.render?.(day)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            </div>
          ) : (
            <Table caption={caption} columns={columns} rows={days} rowKey={(day) => day.date} locale={locale} />
          )}
        </>
      )}
    </figure>
  );
}
