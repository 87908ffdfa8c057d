import type { ReactNode } from 'react';
import * as styles from './Card.css.ts';

export const CARD_VARIANTS = ['raised', 'outline', 'highlight'] as const;
export const CARD_SIZES = ['small', 'medium', 'large'] as const;
export const HEADING_LEVELS = [2, 3, 4] as const;
export type CardVariant = (typeof CARD_VARIANTS)[number];
export type CardSize = (typeof CARD_SIZES)[number];

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: (typeof HEADING_LEVELS)[number];
  /** Full-bleed image or other media above the title. */
  media?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  variant?: CardVariant;
  size?: CardSize;
}

export function Card({ title, headingLevel = 3, media, children, footer, variant, size }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card({ variant, size })}>
      {media ? <div className={size === 'medium' || !size ? styles.media : undefined}>{media}</div> : null}
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
