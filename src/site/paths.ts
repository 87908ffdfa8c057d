import { DEFAULT_LOCALE, LOCALES, splitLocalePath, type Locale } from '../../shared/locales.ts';

/**
 * `getStaticPaths` entries for a `[...locale]` route: ja-JP at the root (no param),
 * every other locale under its prefix. `extra` adds the route's own params per locale.
 */
export function localeStaticPaths<P extends Record<string, string>, X extends Record<string, unknown>>(
  extra: (locale: Locale) => { params: P; props?: X }[] = () => [{ params: {} as P }],
) {
  return LOCALES.flatMap((locale) =>
    extra(locale).map(({ params, props }) => ({
      params: { ...params, locale: locale === DEFAULT_LOCALE ? undefined : locale },
      props: { ...(props as X), locale },
    })),
  );
}

/** Locale-free path of the page being rendered, without a trailing slash ("/" for home). */
export function pagePath(pathname: string): string {
  const { path } = splitLocalePath(pathname);
  const trimmed = path.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
