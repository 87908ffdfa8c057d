import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineInfo } from '../../../contracts/games.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { Select } from '../../../design-system/components/Select/Select.tsx';
import { DateRangeFields } from '../../records/DateRangeFields.tsx';
import { rangeReversed } from '../../records/recordFilter.ts';
import * as styles from '../../records/records.css.ts';
import { EMPTY_GAME_FILTER, type GameRecordFilter } from './gameRecordFilter.ts';

export interface GameRecordFiltersProps {
  /** The filter the list shows now. */
  applied: GameRecordFilter;
  /** The hall's machines; undefined while they load (the choice of "all" works meanwhile). */
  machines: readonly Pick<MachineInfo, 'machineId' | 'name'>[] | undefined;
  onApply: (filter: GameRecordFilter) => void;
  busy?: boolean;
}

/** Machine and date range; nothing is asked of the server until the form is sent. */
export function GameRecordFilters({ applied, machines, onApply, busy }: GameRecordFiltersProps) {
  const { t } = useTranslation('gameRecords');
  const [draft, setDraft] = useState<GameRecordFilter>(applied);
  const [rangeError, setRangeError] = useState<string | undefined>();
  const appliedKey = JSON.stringify(applied);

  // A filter applied from elsewhere (clearing, the address) replaces what was being edited, in
  // the same render (React's "adjusting state when a prop changes"); the key compares by value.
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
  }

  const change = (changes: Partial<GameRecordFilter>) => {
    setDraft((current) => ({ ...current, ...changes }));
    if ('from' in changes || 'to' in changes) setRangeError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rangeReversed(draft)) {
      setRangeError(t('records:filters.rangeReversed'));
      return;
    }
    onApply(draft);
  };

  const clear = () => {
    setRangeError(undefined);
    setDraft(EMPTY_GAME_FILTER);
    onApply(EMPTY_GAME_FILTER);
  };

  const known = machines ?? [];
  // A machine from the address the list does not (or not yet) have stays chosen, under its name
  // from the strings (players never see a machine's id); an id no machine has is "unknown".
  const extra =
    draft.machineId && !known.some((m) => m.machineId === draft.machineId)
      ? [{ value: draft.machineId, label: t(`games:machines.${draft.machineId}.name`, { defaultValue: t('filters.unknownMachine') }) }]
      : [];

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={t('filters.label')}>
      <div className={styles.filters}>
        <Select
          label={t('filters.machine')}
          name="machine"
          value={draft.machineId}
          onChange={(event) => change({ machineId: event.currentTarget.value })}
          options={[
            { value: '', label: t('filters.allMachines') },
            ...known.map((machine) => ({ value: machine.machineId, label: machine.name })),
            ...extra,
          ]}
        />
        <DateRangeFields from={draft.from} to={draft.to} error={rangeError} onChange={change} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="brand" busy={busy}>
          {t('records:filters.search')}
        </Button>
        <Button variant="outline" tone="neutral" onClick={clear}>
          {t('records:filters.clear')}
        </Button>
      </div>
    </form>
  );
}
