import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessages } from '../../private/FieldMessages.tsx';
import * as fieldStyles from '../../private/field.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsLocale } from '../../i18n/DsLocale.tsx';
import { acceptAmountText } from './amountText.ts';
import * as styles from './AmountInput.css.ts';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode' | 'min' | 'max' | 'pattern'
>;

export interface AmountInputProps extends NativeProps {
  label: ReactNode;
  /** The amount as typed, a decimal string (never a number). Leave out for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  /** Called with the new text whenever an edit is accepted. */
  onValueChange?: (value: string) => void;
  /** Called with the refused text when an edit is refused (too many decimals, a letter…). */
  onRefuse?: (attempt: string) => void;
  /** Most digits after the point; 4 for game coins and fiat, an asset's own for crypto. */
  decimals?: number;
  /** Most digits before the point. */
  maxIntegerDigits?: number;
  /** Shown after the field, e.g. "JPY" or "coins"; screen readers hear it with the field. */
  unit?: ReactNode;
  /** Smallest and largest allowed amount (decimal strings), shown under the field as a range in the language's number format. */
  min?: string;
  max?: string;
  /** The range line in the page's own words; replaces the plain "min – max unit". */
  rangeHint?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Language of the range's numbers; the DsLocaleProvider's by default. */
  locale?: Locale;
}

function plainRange(min: string | undefined, max: string | undefined, unit: ReactNode, locale: Locale): ReactNode {
  if (!min && !max) return null;
  const [low, high] = [min, max].map((amount) => (amount ? formatAmount(amount, locale) : amount));
  const range = low && high ? `${low} – ${high}` : low ? `≥ ${low}` : `≤ ${high}`;
  return unit ? (
    <>
      {range} {unit}
    </>
  ) : (
    range
  );
}

/**
 * A text field for amounts: a decimal keypad on phones, and an edit that would make the text
 * anything but an unsigned decimal with at most `decimals` decimals is refused as it is typed
 * or pasted. The value stays a string from start to end.
 */
export function AmountInput({
  label,
  value,
  defaultValue = '',
  onValueChange,
  onRefuse,
  decimals = 4,
  maxIntegerDigits = 15,
  unit,
  min,
  max,
  rangeHint,
  hint,
  error,
  locale,
  id,
  className,
  ...inputProps
}: AmountInputProps) {
  const generatedId = useId();
  const displayLocale = useDsLocale(locale);
  const inputId = id ?? generatedId;
  const [own, setOwn] = useState(() => acceptAmountText(defaultValue, { decimals, maxIntegerDigits }) ?? '');
  const text = value ?? own;
  const range = rangeHint ?? plainRange(min, max, unit, displayLocale);
  const hints = range && hint ? <>{range} · {hint}</> : (range ?? hint);
  const unitId = `${inputId}-unit`;
  const described = [unit ? unitId : '', hints ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const next = acceptAmountText(event.currentTarget.value, { decimals, maxIntegerDigits });
    // Refused: the field keeps the text it had (React puts it back on the next render).
    if (next === null) {
      onRefuse?.(event.currentTarget.value);
      return;
    }
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  }

  return (
    <div className={fieldStyles.field}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          type="text"
          inputMode={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          spellCheck={false}
          className={[fieldStyles.control, styles.input, className].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          value={text}
          onChange={onChange}
          {...inputProps}
        />
        {unit ? (
          <span id={unitId} className={styles.unit}>
            {unit}
          </span>
        ) : null}
      </div>
      <FieldMessages id={inputId} hint={hints} error={error} />
    </div>
  );
}
