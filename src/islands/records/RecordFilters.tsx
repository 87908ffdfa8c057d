import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { financeRecordTypes, type FinanceRecordType } from '../../contracts/records.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Select } from '../../design-system/components/Select/Select.tsx';
import { EMPTY_FILTER, rangeReversed, statusesOf, type RecordFilter } from './recordFilter.ts';
import { statusKey } from '../shared/moneyStatus.ts';
import { DateRangeFields } from './DateRangeFields.tsx';
import * as styles from './records.css.ts';

export interface RecordFiltersProps {
  /** The filter the list shows now. */
  applied: RecordFilter;
  onApply: (filter: RecordFilter) => void;
  busy?: boolean;
}

/**
 * Type, status and date range. The status choices follow the type (payment, withdrawal or
 * manual-mode statuses); nothing is asked of the server until the form is sent, so typing a
 * date digit by digit does not fire a request per digit.
 */
export function RecordFilters({ applied, onApply, busy }: RecordFiltersProps) {
  const { t } = useTranslation('records');
  const [draft, setDraft] = useState<RecordFilter>(applied);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const appliedKey = JSON.stringify(applied);

  // A filter applied from elsewhere (clearing, the address) replaces what was being edited, in
  // the same render (React's "adjusting state when a prop changes"); the key compares by value.
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }

  const statuses = statusesOf(draft.type);
  const change = (changes: Partial<RecordFilter>) => {
    setDraft((current) => {
      const next = { ...current, ...changes };
      if (!statusesOf(next.type).includes(next.status)) next.status = '';
      return next;
    });
    if ('from' in changes || 'to' in changes) setRangeError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeReversed(draft)) {
      setRangeError(t('filters.rangeReversed'));
      return;
    }
    onApply(draft);
  };

  const clear = () => {
    setRangeError(undefined);
    setDraft(EMPTY_FILTER);
    onApply(EMPTY_FILTER);
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={t('filters.label')}>
      <div className={styles.filters}>
        <Select
          label={t('filters.type')}
          name="type"
          value={draft.type}
          onChange={(event) => change({ type: event.currentTarget.value as FinanceRecordType | '' })}
          options={[
            { value: '', label: t('filters.allTypes') },
            ...financeRecordTypes.map((type) => ({ value: type, label: t(`type.${type}`) })),
          ]}
        />
        <Select
          label={t('filters.status')}
          name="status"
          value={draft.status}
          disabled={draft.type === ''}
          hint={draft.type === '' ? t('filters.statusNeedsType') : undefined}
          onChange={(event) => change({ status: event.currentTarget.value })}
          options={[
            { value: '', label: t('filters.allStatuses') },
            ...(draft.type === '' ? [] : statuses.map((status) => ({ value: status, label: t(statusKey(draft.type as FinanceRecordType, status)) }))),
          ]}
        />
        <DateRangeFields from={draft.from} to={draft.to} error={rangeError} onChange={change} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="brand" busy={busy}>
          {t('filters.search')}
        </Button>
        <Button variant="outline" tone="neutral" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
