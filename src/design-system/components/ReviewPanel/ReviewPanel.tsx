import { useId, useRef, useState, type ReactNode } from 'react';
import type { ZodMiniType } from 'zod/mini';
import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useOpsText } from '../../i18n/useOpsText.ts';
import { FieldMessages, describedBy } from '../../private/FieldMessages.tsx';
import * as fieldStyles from '../../private/field.css.ts';
import { Button } from '../Button/Button.tsx';
import { FormAlert } from '../FormAlert/FormAlert.tsx';
import { Select } from '../Select/Select.tsx';
import { reasonProblem, type ReasonProblem } from './reasonCheck.ts';
import * as styles from './ReviewPanel.css.ts';

export const REVIEW_ACTIONS = ['approve', 'reject', 'sendForApproval'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
export const REVIEW_OUTCOMES = ['approved', 'rejected', 'sentForApproval'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

export interface ReasonTemplate {
  id: string;
  /** Short name in the template list. */
  label: string;
  /** The reason it puts in the field, editable before sending. */
  text: string;
}

export interface ReviewPanelProps {
  title: string;
  /** What is being decided: label and value pairs (amount, player, destination …). */
  summary: readonly { label: string; value: ReactNode }[];
  reasonTemplates?: readonly ReasonTemplate[];
  /** The contract's schema of a reason (`opsReason`), checked before anything is sent. */
  reasonSchema: ZodMiniType<string>;
  /** Someone decided already (another operator won the race): shown instead of the actions. */
  decided?: { by: string; outcome: ReviewOutcome } | null;
  /** The action under way: every action waits until it is answered. */
  submitting?: ReviewAction | null;
  onApprove: (reason: string) => void;
  onReject: (reason: string) => void;
  /** Offered when given (an amount at or above the four-eyes threshold). */
  onSendForApproval?: (reason: string) => void;
  /** A refusal from the server, at the panel's top. */
  error?: string;
  locale?: Locale;
}

/**
 * Approve, reject with a reason, or send for a second approval. A reason is required to reject or
 * send on (the second approver reads it) and checked against the contract for every action; templates fill it in. While an action is under way
 * all actions wait, and once the item is decided (here or by someone else) the panel says by whom.
 */
export function ReviewPanel({
  title,
  summary,
  reasonTemplates = [],
  reasonSchema,
  decided,
  submitting = null,
  onApprove,
  onReject,
  onSendForApproval,
  error,
  locale,
}: ReviewPanelProps) {
  const text = useOpsText(locale).review;
  const headingId = useId();
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [template, setTemplate] = useState('');
  const [problem, setProblem] = useState<ReasonProblem | null>(null);
  const busy = submitting !== null;

  const act = (action: ReviewAction) => {
    if (busy) return;
    const found = reasonProblem(reasonSchema, reason, action !== 'approve');
    setProblem(found);
    if (found) {
      reasonRef.current?.focus();
      return;
    }
    const trimmed = reason.trim();
    if (action === 'approve') onApprove(trimmed);
    else if (action === 'reject') onReject(trimmed);
    else onSendForApproval?.(trimmed);
  };

  const problemText =
    problem?.key === 'reasonTooLong' ? formatText(text.reasonTooLong, { max: problem.max }) : problem ? text[problem.key] : undefined;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.summary}>
        {summary.map((item) => (
          <div key={item.label} className={styles.summaryItem}>
            <dt className={styles.summaryLabel}>{item.label}</dt>
            <dd className={styles.summaryValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {decided ? (
        <p className={styles.decided} role="status">
          {formatText(text.decided[decided.outcome], { name: decided.by })}
        </p>
      ) : (
        <form className={styles.form} aria-label={text.actions} onSubmit={(event) => event.preventDefault()} noValidate>
          <FormAlert message={error} />
          {reasonTemplates.length > 0 ? (
            <Select
              label={text.template}
              placeholder={text.templatePlaceholder}
              options={reasonTemplates.map((item) => ({ value: item.id, label: item.label }))}
              value={template}
              disabled={busy}
              onChange={(event) => {
                setTemplate(event.target.value);
                const picked = reasonTemplates.find((item) => item.id === event.target.value);
                if (picked) {
                  setReason(picked.text);
                  setProblem(null);
                }
              }}
              locale={locale}
            />
          ) : null}
          <div className={fieldStyles.field}>
            <label htmlFor={reasonId} className={fieldStyles.label}>
              {text.reason}
            </label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              className={`${fieldStyles.control} ${styles.reason}`}
              value={reason}
              readOnly={busy}
              rows={3}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy(reasonId, text.reasonHint, problemText)}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(null);
              }}
            />
            <FieldMessages id={reasonId} hint={text.reasonHint} error={problemText} />
          </div>
          <div className={styles.actions}>
            <Button tone="brand" busy={submitting === 'approve'} disabled={busy} onClick={() => act('approve')}>
              {text.approve}
            </Button>
            {onSendForApproval ? (
              <Button variant="outline" busy={submitting === 'sendForApproval'} disabled={busy} onClick={() => act('sendForApproval')}>
                {text.sendForApproval}
              </Button>
            ) : null}
            <Button tone="critical" variant="outline" busy={submitting === 'reject'} disabled={busy} onClick={() => act('reject')}>
              {text.reject}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
