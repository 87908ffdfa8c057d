import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { FieldMessages, describedBy } from '../../private/FieldMessages.tsx';
import * as fieldStyles from '../../private/field.css.ts';
import * as styles from './TextField.css.ts';

/** `date` is the browser's own date input (its picker and keyboard entry); its value is `YYYY-MM-DD`. */
export const TEXT_FIELD_TYPES = ['text', 'email', 'password', 'tel', 'number', 'search', 'url', 'date'] as const;
export type TextFieldType = (typeof TEXT_FIELD_TYPES)[number];

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  type?: TextFieldType;
  hint?: ReactNode;
  error?: ReactNode;
  locale?: Locale;
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
}

export function TextField({
  label,
  type = 'text',
  hint,
  error,
  id,
  locale,
  showPasswordLabel,
  hidePasswordLabel,
  className,
  ...inputProps
}: TextFieldProps) {
  const text = useDsText(locale);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const inputType = isPassword && revealed ? 'text' : type;
  const classes = [fieldStyles.control, isPassword ? styles.withToggle : '', className].filter(Boolean).join(' ');

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.inputWrap}>
        <input
          id={inputId}
          type={inputType}
          className={classes}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...inputProps}
        />
        {isPassword ? (
          <button
            type="button"
            className={styles.toggle}
            aria-controls={inputId}
            aria-pressed={revealed}
            aria-label={revealed ? (hidePasswordLabel ?? text.hidePassword) : (showPasswordLabel ?? text.showPassword)}
            onClick={() => setRevealed((value) => !value)}
          >
            <EyeIcon crossed={revealed} />
          </button>
        ) : null}
      </div>
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
