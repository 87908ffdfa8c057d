import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { SESSION_LIMIT_MINUTES, type ProtectionLimit } from '../../../contracts/protection.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { FormAlert } from '../../../design-system/components/FormAlert/FormAlert.tsx';
import { TextField } from '../../../design-system/components/TextField/TextField.tsx';
import { formatDateTime } from '../../shared/formatDateTime.ts';
import { useForm } from '../../shared/useForm.ts';
import * as styles from './protection.css.ts';

export interface LimitEditorProps {
  limit: ProtectionLimit;
  locale: Locale;
  /** Sets a new value ("500", "90"); answers the limit as the server now keeps it. */
  onSet: (value: string) => Promise<ProtectionLimit>;
  /** Asks for the limit's removal (after the delay); answers the limit as now kept. */
  onRemove: () => Promise<ProtectionLimit>;
  /** Cancels the pending raise or removal. */
  onCancel: () => Promise<unknown>;
}

const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;

/** What the player typed, checked as the server will: a positive amount, or whole minutes in range. */
export function limitValueError(kind: ProtectionLimit['kind'], text: string): 'required' | 'amountFormat' | 'minutesFormat' | undefined {
  const value = text.trim();
  if (value === '') return 'required';
  if (kind === 'sessionMinutes') {
    const minutes = /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    return minutes >= SESSION_LIMIT_MINUTES.min && minutes <= SESSION_LIMIT_MINUTES.max ? undefined : 'minutesFormat';
  }
  return AMOUNT.test(value) && /[1-9]/.test(value) ? undefined : 'amountFormat';
}

/**
 * One limit of the protection screen: the value in force (with what is used of it in the current
 * period and when that resets), a pending raise or removal with when it applies and a way to
 * cancel it, and a form to set a new value or remove the limit.
 */
export function LimitEditor({ limit, locale, onSet, onRemove, onCancel }: LimitEditorProps) {
  const { t } = useTranslation('user');
  const headingId = useId();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState<'remove' | 'cancel' | undefined>();
  const minutes = limit.kind === 'sessionMinutes';
  const show = (value: string) => (minutes ? t('protection.minutes', { minutes: value }) : t('protection.coins', { amount: formatAmount(value, locale) }));
  const when = (iso: string) => formatDateTime(iso, locale);
  const outcome = (after: ProtectionLimit) =>
    after.pending ? t('protection.savedPending', { time: when(after.pending.at) }) : t('protection.savedNow');

  const form = useForm({
    initial: { value: '' },
    validate: (values) => {
      const problem = limitValueError(limit.kind, values.value);
      return { value: problem ? t(`protection.${problem}`, { ...SESSION_LIMIT_MINUTES }) : undefined };
    },
    submit: async (values, current) => {
      setDone(undefined);
      const after = await onSet(values.value.trim());
      setDone(outcome(after));
      current.setValues({ value: '' });
    },
    server: { fieldOfError: { SESSION_LIMIT_OUT_OF_RANGE: 'value' } },
  });

  async function act(which: 'remove' | 'cancel') {
    setBusy(which);
    setDone(undefined);
    try {
      if (which === 'remove') setDone(outcome(await onRemove()));
      else {
        await onCancel();
        setDone(t('protection.cancelled'));
      }
    } catch (error) {
      // The API client has shown the refusal; the message stays at the form's top too.
      form.fail(error);
    } finally {
      setBusy(undefined);
    }
  }

  const removalPending = limit.pending !== null && limit.pending.value === null;
  return (
    <section className={styles.editor} aria-labelledby={headingId} data-limit={limit.kind}>
      <h3 id={headingId} className={styles.editorHeading}>
        {t(`protection.kinds.${limit.kind}`)}
      </h3>
      <p className={styles.value}>{limit.value === null ? t('protection.noLimit') : t('protection.inForce', { value: show(limit.value) })}</p>
      {limit.value !== null && limit.used !== null && limit.resetsAt !== null ? (
        <p className={styles.line}>{t('protection.used', { used: formatAmount(limit.used, locale), limit: formatAmount(limit.value, locale), time: when(limit.resetsAt) })}</p>
      ) : null}
      {limit.pending ? (
        <div className={styles.pending}>
          <span>
            {limit.pending.value === null
              ? t('protection.pendingRemove', { time: when(limit.pending.at) })
              : t('protection.pendingChange', { value: show(limit.pending.value), time: when(limit.pending.at) })}
          </span>
          <div>
            <Button size="small" variant="outline" busy={busy === 'cancel'} onClick={() => void act('cancel')}>
              {t('protection.cancelPending')}
            </Button>
          </div>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.formError} />
        <TextField
          inputMode={minutes ? 'numeric' : 'decimal'}
          autoComplete="off"
          label={minutes ? t('protection.minutesLabel', { ...SESSION_LIMIT_MINUTES }) : t('protection.amountLabel')}
          {...form.field('value')}
        />
        <div className={styles.choices}>
          <Button type="submit" busy={form.busy}>
            {t('protection.save')}
          </Button>
          {limit.value !== null && !removalPending ? (
            <Button variant="outline" tone="critical" busy={busy === 'remove'} onClick={() => void act('remove')}>
              {t('protection.remove')}
            </Button>
          ) : null}
        </div>
      </form>
      <p className={styles.done} role="status">
        {done}
      </p>
    </section>
  );
}
