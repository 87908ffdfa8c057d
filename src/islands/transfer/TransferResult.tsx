import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { StatusBadge } from '../../design-system/components/StatusBadge/StatusBadge.tsx';
import type { JsyTransferRecord } from '../../contracts/jsy.ts';
import * as styles from './transfer.css.ts';

export interface TransferResultLabels {
  /** The status in the records' words (Transferred, Failed (coins returned), Processing). */
  status: string;
  title: string;
  body: string;
  /** "Transfer number J…". */
  transferSn: string;
}

export interface TransferResultProps {
  status: JsyTransferRecord['status'];
  labels: TransferResultLabels;
  /** The ways on: a new transfer, the financial records. */
  actions?: ReactNode;
  locale?: Locale;
}

const look = {
  success: { status: 'success', tone: 'positive' },
  failed: { status: 'failed', tone: 'critical' },
  pending: { status: 'processing', tone: 'caution' },
} as const;

/**
 * The transfer's outcome: transferred, failed with the coins returned, or pending while JSY's
 * answer is unknown (the coins stay held until it is known), with the transfer number.
 */
export function TransferResult({ status, labels, actions, locale }: TransferResultProps) {
  return (
    <div className={styles.result} role="status">
      <p className={styles.resultTitle}>{labels.title}</p>
      <StatusBadge status={look[status].status} tone={look[status].tone} locale={locale}>
        {labels.status}
      </StatusBadge>
      <p className={styles.text}>{labels.body}</p>
      <p className={styles.text}>{labels.transferSn}</p>
      {actions}
    </div>
  );
}
