import { useId, useState } from 'react';
import type { ZodMiniObject } from 'zod/mini';
import { DESKTOP_QUERY } from '../../../lib/desktop.ts';
import { LOCALES, LOCALE_META, type Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useOpsText } from '../../i18n/useOpsText.ts';
import { FieldMessages, describedBy } from '../../private/FieldMessages.tsx';
import * as fieldStyles from '../../private/field.css.ts';
import { useMediaQuery } from '../../private/useMediaQuery.ts';
import { Tabs } from '../Tabs/Tabs.tsx';
import { checkLocalized, type LocalizedValues, type TextProblem } from './localizedCheck.ts';
import * as styles from './SevenLanguageEditor.css.ts';

export { checkLocalized, type LocalizedValues } from './localizedCheck.ts';

export interface LocalizedField<Field extends string> {
  name: Field;
  label: string;
  /** A text area for running text (a notice's body); a one-line input otherwise. */
  multiline?: boolean;
}

export interface SevenLanguageEditorProps<Field extends string> {
  fields: readonly LocalizedField<Field>[];
  /**
   * The contract: an object of these fields, each an object of one text schema per language
   * (e.g. `operatorLetterText`). Languages whose schema refuses an empty text are required.
   */
  contract: ZodMiniObject;
  value: LocalizedValues<Field>;
  onChange: (value: LocalizedValues<Field>) => void;
  /** Show every problem (after a submit was tried); otherwise only those of texts edited and left. */
  showAllErrors?: boolean;
  locale?: Locale;
}

/**
 * One text in seven languages per field, checked as it is typed against the contract's own
 * schemas. On a desktop the languages sit side by side; on a phone one language at a time, in tabs
 * marked where a language is missing or needs a fix. A summary names the languages not filled in.
 */
export function SevenLanguageEditor<Field extends string>({ fields, contract, value, onChange, showAllErrors = false, locale }: SevenLanguageEditorProps<Field>) {
  const text = useOpsText(locale).editor;
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const baseId = useId();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const check = checkLocalized(contract, fields.map((field) => field.name), value);
  const languageName = (code: Locale) => LOCALE_META[code].name;

  const message = (field: LocalizedField<Field>, code: Locale, problem: TextProblem) => {
    const values = { field: field.label, language: languageName(code) };
    if (problem.key === 'tooShort') return formatText(text.errors.tooShort, { ...values, min: problem.min });
    if (problem.key === 'tooLong') return formatText(text.errors.tooLong, { ...values, max: problem.max });
    return formatText(text.errors[problem.key], values);
  };

  const input = (field: LocalizedField<Field>, code: Locale) => {
    const id = `${baseId}-${field.name}-${code}`;
    const problem = check.problems[field.name]?.[code];
    const shown = problem && (showAllErrors || touched.has(id)) ? message(field, code, problem) : undefined;
    const required = check.required.includes(code);
    const props = {
      id,
      lang: LOCALE_META[code].htmlLang,
      className: field.multiline ? `${fieldStyles.control} ${styles.textarea}` : fieldStyles.control,
      value: value[field.name]?.[code] ?? '',
      required,
      'aria-invalid': shown ? true : undefined,
      'aria-describedby': describedBy(id, undefined, shown),
      onChange: (event: { target: { value: string } }) => onChange({ ...value, [field.name]: { ...value[field.name], [code]: event.target.value } }),
      onBlur: () => setTouched((current) => (current.has(id) ? current : new Set(current).add(id))),
    };
    return (
      <div key={id} className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          {/* On a desktop the field's legend names the field; in a phone's tab the language is the tab's. */}
          {`${desktop ? languageName(code) : field.label}${required ? ` (${text.required})` : ''}`}
        </label>
        {field.multiline ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
        <FieldMessages id={id} error={shown} />
      </div>
    );
  };

  const mark = (code: Locale) =>
    check.invalid.includes(code) && (showAllErrors || fields.some((field) => touched.has(`${baseId}-${field.name}-${code}`)))
      ? text.invalidMark
      : check.missing.includes(code)
        ? text.missingMark
        : null;

  return (
    <div className={styles.root}>
      <p className={styles.summary} role="status">
        {check.missing.length ? formatText(text.missing, { languages: check.missing.map(languageName).join(', ') }) : text.complete}
      </p>
      {check.required.length < LOCALES.length ? <p className={styles.hint}>{text.fallback}</p> : null}
      {desktop ? (
        fields.map((field) => (
          <fieldset key={field.name} className={styles.fieldset}>
            <legend className={styles.legend}>{field.label}</legend>
            <div className={styles.languages({ multiline: Boolean(field.multiline) })}>{LOCALES.map((code) => input(field, code))}</div>
          </fieldset>
        ))
      ) : (
        <Tabs
          label={text.languages}
          items={LOCALES.map((code) => {
            const marked = mark(code);
            return {
              id: code,
              label: marked ? `${languageName(code)} (${marked})` : languageName(code),
              content: <div className={styles.phonePanel}>{fields.map((field) => input(field, code))}</div>,
            };
          })}
        />
      )}
    </div>
  );
}
