import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessages, describedBy } from '../../design-system/private/FieldMessages.tsx';
import * as fieldStyles from '../../design-system/private/field.css.ts';

export interface DateFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * A labelled native date input (the browser's own picker and keyboard entry), dressed like the
 * design system's fields; TextField does not offer the date type.
 */
export function DateField({ label, hint, error, id, className, ...inputProps }: DateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={inputId}
        type="date"
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        {...inputProps}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
