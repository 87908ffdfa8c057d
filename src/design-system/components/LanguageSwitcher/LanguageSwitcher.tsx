import { useId } from 'react';
import { LOCALES, LOCALE_META, localizePath, type Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './LanguageSwitcher.css.ts';

export const LANGUAGE_SWITCHER_VARIANTS = ['select', 'links'] as const;
export type LanguageSwitcherVariant = (typeof LANGUAGE_SWITCHER_VARIANTS)[number];

export interface LanguageSwitcherProps {
  current: Locale;
  /** Where each language's version of this page lives. */
  hrefFor?: (locale: Locale) => string;
  hrefs?: Partial<Record<Locale, string>>;
  variant?: LanguageSwitcherVariant;
  /** Accessible name; defaults to "Language" in the current language. */
  label?: string;
  /** In an island: called on choice. On static pages leave it out and hook the data attributes. */
  onSelect?: (locale: Locale) => void;
}

/**
 * Language choice that needs no hydration. The root carries `data-language-switcher`; each
 * option/link carries `data-locale` and `data-href`, so a small inline script can store the
 * choice and navigate. The links variant navigates by itself even without any script.
 */
export function LanguageSwitcher({
  current,
  hrefFor,
  hrefs,
  variant = 'select',
  label,
  onSelect,
}: LanguageSwitcherProps) {
  const text = useDsText(current);
  const selectId = useId();
  const name = label ?? text.language;
  const href = (locale: Locale) => hrefs?.[locale] ?? hrefFor?.(locale) ?? localizePath('/', locale);

  if (variant === 'links') {
    return (
      <nav aria-label={name} data-language-switcher="links">
        <ul className={styles.list}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <a
                className={styles.link}
                href={href(locale)}
                hrefLang={LOCALE_META[locale].htmlLang}
                lang={LOCALE_META[locale].htmlLang}
                aria-current={locale === current ? 'true' : undefined}
                data-locale={locale}
                data-href={href(locale)}
                onClick={onSelect ? () => onSelect(locale) : undefined}
              >
                <span aria-hidden="true">{LOCALE_META[locale].flag}</span>
                {LOCALE_META[locale].name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <div className={styles.selectWrap} data-language-switcher="select">
      <label htmlFor={selectId} className={visuallyHidden}>
        {name}
      </label>
      <select
        id={selectId}
        className={styles.select}
        defaultValue={current}
        data-current={current}
        onChange={onSelect ? (event) => onSelect(event.target.value as Locale) : undefined}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={LOCALE_META[locale].htmlLang} data-locale={locale} data-href={href(locale)}>
            {`${LOCALE_META[locale].flag} ${LOCALE_META[locale].name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
