// The seven interface languages. ja-JP is the default (no URL prefix) and the fallback.
export const LOCALES = ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja-JP';
/** Locales served under a URL prefix (`/en-US/...`); the default one lives at the root. */
export const PREFIXED_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** Each language named in itself, with its flag, for the language switcher. */
export const LOCALE_META: Record<Locale, { name: string; flag: string; htmlLang: string }> = {
  'ja-JP': { name: '日本語', flag: '🇯🇵', htmlLang: 'ja' },
  'en-US': { name: 'English', flag: '🇺🇸', htmlLang: 'en' },
  'ko-KR': { name: '한국어', flag: '🇰🇷', htmlLang: 'ko' },
  'zh-CN': { name: '简体中文', flag: '🇨🇳', htmlLang: 'zh-Hans' },
  'zh-TW': { name: '繁體中文', flag: '🇹🇼', htmlLang: 'zh-Hant' },
  'fil-PH': { name: 'Filipino', flag: '🇵🇭', htmlLang: 'fil' },
  'vi-VN': { name: 'Tiếng Việt', flag: '🇻🇳', htmlLang: 'vi' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header value
 * ("en-US,en;q=0.9,ja;q=0.8"). Exact tags win, then a language-only match; ja-JP otherwise.
 */
export function pickLocale(acceptLanguage: string | null | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const wanted = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const byLanguage =
      base === 'zh' && /-(tw|hk|mo|hant)/.test(tag)
        ? 'zh-TW'
        : LOCALES.find((l) => l.toLowerCase().split('-')[0] === base);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** Path of a page in a locale: ja-JP at the root, the others under their prefix. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}/` : `/${locale}${clean}`;
}

/** Splits `/en-US/game/notice` into its locale and the locale-free path. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== DEFAULT_LOCALE) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}
