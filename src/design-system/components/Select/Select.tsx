import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { FieldMessages, describedBy } from '../../private/FieldMessages.tsx';
import * as fieldStyles from '../../private/field.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  /** Shown as an empty first choice; `true` uses the default "Please select" text. */
  placeholder?: string | boolean;
  locale?: Locale;
}

/** A native select: keyboard, screen reader and mobile pickers come for free. */
export function Select({ label, options, hint, error, placeholder, id, locale, className, ...rest }: SelectProps) {
  const text = useDsText(locale);
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const placeholderText = placeholder === true ? text.selectPlaceholder : placeholder || null;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={[fieldStyles.control, className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        {...rest}
      >
        {placeholderText ? <option value="">{placeholderText}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
