import { useId, type ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './StatCard.css.ts';

export const STAT_TONES = ['neutral', 'positive', 'critical'] as const;
export type StatTone = (typeof STAT_TONES)[number];

/**
 * The tone of a signed figure such as a net result: positive above zero, critical below, neutral
 * at zero. Takes the API's amount text ("-12.5000") or a number; anything else is neutral.
 */
export function toneOfSigned(value: string | number | bigint): StatTone {
  const text = String(value).trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return 'neutral';
  if (/^[+-]?0+(\.0+)?$/.test(text)) return 'neutral';
  return text.startsWith('-') ? 'critical' : 'positive';
}

export interface StatCardProps {
  label: ReactNode;
  /** The figure, already formatted by the caller (localized numbers, currency). */
  value: ReactNode;
  /** A short line under the figure ("12 deposits", "since 1 Nov"). */
  hint?: ReactNode;
  /** Colours the figure: `toneOfSigned(net)` for a net result. The sign stays in the text. */
  tone?: StatTone;
  /** Shows placeholders the size of the figure (and hint) so nothing moves when it arrives. */
  loading?: boolean;
  locale?: Locale;
}

/**
 * One figure with its label. A term/description group: place it inside a `StatGrid` (a `<dl>`).
 * While loading the card keeps its final height and says "loading" to screen readers.
 */
export function StatCard({ label, value, hint, tone = 'neutral', loading = false, locale }: StatCardProps) {
  const text = useDsText(locale);
  const labelId = useId();
  return (
    <div className={styles.card} aria-busy={loading || undefined} data-tone={tone}>
      <dt id={labelId} className={styles.label}>
        {label}
      </dt>
      <dd className={styles.value({ tone: loading ? 'neutral' : tone })}>
        {loading ? (
          <>
            <span className={visuallyHidden}>{text.loading}</span>
            <Skeleton width="70%" height="1em" />
          </>
        ) : (
          value
        )}
      </dd>
      {hint !== undefined ? (
        <dd className={styles.hint}>{loading ? <Skeleton width="45%" height="1em" /> : hint}</dd>
      ) : null}
    </div>
  );
}

export interface StatGridProps {
  /** Names the group of figures for screen readers ("Team figures, 1–30 Nov"). */
  label?: string;
  children: ReactNode;
}

/** Figure cards in a responsive grid: two columns on a phone, as many as fit on wider screens. */
export function StatGrid({ label, children }: StatGridProps) {
  const grid = <dl className={styles.grid}>{children}</dl>;
  return label ? (
    <div role="group" aria-label={label}>
      {grid}
    </div>
  ) : (
    grid
  );
}
