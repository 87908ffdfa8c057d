import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { TextField } from '../../../design-system/components/TextField/TextField.tsx';
import { MAX_RANGE_DAYS, presetOf, rangeProblem, RANGE_PRESETS, type DateRange, type RangePreset } from '../../../stores/agentReport/range.ts';
import * as styles from './reports.css.ts';

export interface RangePickerProps {
  /** The range the report shows now. */
  applied: DateRange;
  onPreset: (preset: RangePreset) => void;
  onApply: (range: DateRange) => void;
  busy?: boolean;
}

/**
 * The report's period: one click on a preset, or two dates sent with "Show" (typing a date digit by
 * digit asks nothing of the server). The preset the range equals is shown pressed.
 */
export function RangePicker({ applied, onPreset, onApply, busy }: RangePickerProps) {
  const { t } = useTranslation('agentReport');
  const [draft, setDraft] = useState<DateRange>(applied);
  const [problem, setProblem] = useState<string | undefined>();
  // A range applied elsewhere (a preset, the address) replaces what was being typed.
  const appliedKey = `${applied.from}/${applied.to}`;
  const [draftOf, setDraftOf] = useState(appliedKey);
  if (draftOf !== appliedKey) {
    setDraftOf(appliedKey);
    setDraft(applied);
    setProblem(undefined);
  }
  const chosen = presetOf(applied);

  const change = (changes: Partial<DateRange>) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    if (found) {
      setProblem(t(`range.${found}`, { days: MAX_RANGE_DAYS }));
      return;
    }
    onApply(draft);
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={t('range.label')}>
      <div className={styles.presets} role="group" aria-label={t('range.presets')}>
        {RANGE_PRESETS.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant={chosen === preset ? 'solid' : 'outline'}
            tone={chosen === preset ? 'brand' : 'neutral'}
            aria-pressed={chosen === preset}
            onClick={() => onPreset(preset)}
          >
            {t(`range.${preset}`)}
          </Button>
        ))}
      </div>
      <div className={styles.rangeFields}>
        <TextField type="date" label={t('range.from')} name="from" value={draft.from} max={draft.to || undefined} onChange={(event) => change({ from: event.currentTarget.value })} />
        <TextField
          type="date"
          label={t('range.to')}
          name="to"
          value={draft.to}
          min={draft.from || undefined}
          error={problem}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="brand" busy={busy}>
            {t('range.apply')}
          </Button>
        </div>
      </div>
    </form>
  );
}
