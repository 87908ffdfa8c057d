import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessages, describedBy } from '../../private/FieldMessages.tsx';
import * as fieldStyles from '../../private/field.css.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Checkbox({ label, hint, error, id, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={styles.row}>
        <input
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...rest}
        />
        <span>{label}</span>
      </label>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
