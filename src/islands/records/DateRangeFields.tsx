import { useTranslation } from 'react-i18next';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';

export interface DateRangeFieldsProps {
  from: string;
  to: string;
  /** Shown under "To" (a range that runs backwards). */
  error?: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}

/** The From and To dates of a records filter, each bounding the other. Words: `records:filters`. */
export function DateRangeFields({ from, to, error, onChange }: DateRangeFieldsProps) {
  const { t } = useTranslation('records');
  return (
    <>
      <TextField type="date" label={t('filters.from')} name="from" value={from} max={to || undefined} onChange={(event) => onChange({ from: event.currentTarget.value })} />
      <TextField
        type="date"
        label={t('filters.to')}
        name="to"
        value={to}
        min={from || undefined}
        error={error}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
    </>
  );
}
