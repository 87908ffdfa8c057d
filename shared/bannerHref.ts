import { localizePath, type Locale } from './locales.ts';

/** Where a banner opens: site paths in the page's language, absolute http(s) links as they are; none advertises promotions. */
export function bannerHref(link: string | null, locale: Locale): string {
  const target = link ?? '/game/promotion';
  return /^https?:\/\//.test(target) ? target : localizePath(target, locale);
}
