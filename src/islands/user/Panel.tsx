import { useId, type ReactNode } from 'react';
import * as styles from './user.css.ts';

/** A titled section of a user page; the heading names the region. */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
