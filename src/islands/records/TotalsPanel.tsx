import { useId, type ReactNode } from 'react';
import * as styles from './records.css.ts';

export interface TotalsPanelProps {
  title: string;
  /** Name and value of each total, in order. */
  items: readonly (readonly [name: string, value: ReactNode])[];
  hint?: string;
}

/** A titled region of named totals (a list's sums for its filter), shared by the records screens. */
export function TotalsPanel({ title, items, hint }: TotalsPanelProps) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {title}
      </h2>
      <dl className={styles.totals}>
        {items.map(([name, value]) => (
          <div key={name} className={styles.total}>
            <dt className={styles.totalName}>{name}</dt>
            <dd className={styles.totalValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {hint ? <p className={styles.muted}>{hint}</p> : null}
    </section>
  );
}
