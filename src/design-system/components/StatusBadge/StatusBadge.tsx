import type { ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import type { DsTextKey } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './StatusBadge.css.ts';

export const BADGE_TONES = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

/** The kinds of state records go through (payments, withdrawals, reviews, applications). */
export const STATUSES = ['pending', 'processing', 'review', 'success', 'failed', 'rejected'] as const;
export type Status = (typeof STATUSES)[number];

const statusTone: Record<Status, BadgeTone> = {
  pending: 'caution',
  processing: 'info',
  review: 'info',
  success: 'positive',
  failed: 'critical',
  rejected: 'critical',
};

const statusText: Record<Status, DsTextKey> = {
  pending: 'statusPending',
  processing: 'statusProcessing',
  review: 'statusReview',
  success: 'statusSuccess',
  failed: 'statusFailed',
  rejected: 'statusRejected',
};

export interface StatusBadgeProps {
  status: Status;
  /** The record's own wording, e.g. "Refund in process"; defaults to a generic label. */
  children?: ReactNode;
  /** Overrides the tone that `status` implies. */
  tone?: BadgeTone;
  locale?: Locale;
}

export function StatusBadge({ status, children, tone, locale }: StatusBadgeProps) {
  const text = useDsText(locale);
  return (
    <span className={styles.badge({ tone: tone ?? statusTone[status] })} data-status={status}>
      {children ?? text[statusText[status]]}
    </span>
  );
}
