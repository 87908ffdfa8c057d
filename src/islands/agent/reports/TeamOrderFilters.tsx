import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { Select } from '../../../design-system/components/Select/Select.tsx';
import { TextField } from '../../../design-system/components/TextField/TextField.tsx';
import { statusKey } from '../../shared/moneyStatus.ts';
import { EMPTY_ORDER_FILTER, orderFilterProblem, TEAM_ORDER_STATUSES, type TeamOrderFilter, type TeamOrderKind } from '../../../stores/agentReport/teamOrders.ts';
import * as styles from './reports.css.ts';

export interface TeamOrderFiltersProps {
  kind: TeamOrderKind;
  applied: TeamOrderFilter;
  onApply: (filter: TeamOrderFilter) => void;
  onClear: () => void;
  busy?: boolean;
}

/** Member account, status and dates of the team's deposits or withdrawals; sent with Search. */
export function TeamOrderFilters({ kind, applied, onApply, onClear, busy }: TeamOrderFiltersProps) {
  const { t } = useTranslation('agentReport');
  const [draft, setDraft] = useState<TeamOrderFilter>(applied);
  const [problem, setProblem] = useState<ReturnType<typeof orderFilterProblem>>();
  const appliedKey = JSON.stringify(applied);
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
    setProblem(undefined);
  }
  const type = kind === 'recharge' ? 'deposit' : 'withdrawal';

  const change = (changes: Partial<TeamOrderFilter>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = orderFilterProblem(draft);
    if (found) {
      setProblem(found);
      return;
    }
    onApply(draft);
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={t('orders.filters')}>
      <div className={styles.filters}>
        <TextField
          label={t('orders.account')}
          name="account"
          autoComplete="off"
          spellCheck={false}
          value={draft.account}
          error={problem?.field === 'account' ? t('orders.accountInvalid') : undefined}
          onChange={(event) => change({ account: event.currentTarget.value })}
        />
        <Select
          label={t('orders.status')}
          name="status"
          value={draft.status}
          onChange={(event) => change({ status: event.currentTarget.value })}
          options={[
            { value: '', label: t('orders.allStatuses') },
            ...TEAM_ORDER_STATUSES[kind].map((status) => ({ value: status, label: t(statusKey(type, status)) })),
          ]}
        />
        <TextField type="date" label={t('orders.from')} name="from" value={draft.from} max={draft.to || undefined} onChange={(event) => change({ from: event.currentTarget.value })} />
        <TextField
          type="date"
          label={t('orders.to')}
          name="to"
          value={draft.to}
          min={draft.from || undefined}
          error={problem?.field === 'to' ? t('orders.reversed') : undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="brand" busy={busy}>
          {t('orders.search')}
        </Button>
        <Button
          variant="outline"
          tone="neutral"
          onClick={() => {
            setDraft(EMPTY_ORDER_FILTER);
            setProblem(undefined);
            onClear();
          }}
        >
          {t('orders.clear')}
        </Button>
      </div>
    </form>
  );
}
