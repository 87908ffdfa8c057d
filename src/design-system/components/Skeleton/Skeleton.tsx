import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './Skeleton.css.ts';

export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  width?: string | number;
  height?: string | number;
}

/** A placeholder block; decorative, so assistive technology skips it. */
export function Skeleton({ shape, width = '100%', height }: SkeletonProps) {
  return <span aria-hidden="true" className={styles.skeleton({ shape })} style={{ width, height }} />;
}

export interface SkeletonTextProps {
  lines?: number;
  /** Announced once for the whole block. */
  label?: string;
  locale?: Locale;
}

/** Several text lines, the last one shorter, announced as loading. */
export function SkeletonText({ lines = 3, label, locale }: SkeletonTextProps) {
  const text = useDsText(locale);
  return (
    <div className={styles.lines} role="status">
      <span className={visuallyHidden}>{label ?? text.loading}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
