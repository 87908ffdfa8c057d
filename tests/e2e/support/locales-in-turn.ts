// For a check whose subject is the same markup in every language (an accessibility audit, a
// sign-in screen over different pages): every route in the default language and in one more, the
// other languages taken in turn, so each route is seen in two languages and each language on some
// routes once there are at least as many routes as other languages.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../shared/locales.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** Whether the route at `routeIndex` of its list is checked in `locale`. */
export function checkedInTurn(routeIndex: number, locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || OTHER_LOCALES[routeIndex % OTHER_LOCALES.length] === locale;
}

/** What a list of `routeCount` routes checked in turn covers: the languages of each route, and the languages with no route. */
export function turnCoverage(routeCount: number): { languagesPerRoute: number[]; languagesWithoutRoute: Locale[] } {
  const routes = Array.from({ length: routeCount }, (_, routeIndex) => routeIndex);
  return {
    languagesPerRoute: routes.map((routeIndex) => LOCALES.filter((locale) => checkedInTurn(routeIndex, locale)).length),
    languagesWithoutRoute: LOCALES.filter((locale) => !routes.some((routeIndex) => checkedInTurn(routeIndex, locale))),
  };
}
