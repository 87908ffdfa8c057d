import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import { dsText, hasDsText, registerDsText, type DsText } from './dsText.ts';
import { settle, settled, type Settling } from './settled.ts';

// One chunk per language: a page downloads only the file of the language it shows.
const files = import.meta.glob<DsText>('/locales/*/ds.json', { import: 'default' });
// One promise per language for ever, so React's `use` sees the same one on every render.
const promises = new Map<Locale, Settling<DsText>>();

/**
 * One language's component strings, loaded and registered once (unknown languages get ja-JP);
 * the promise is already marked settled when they are at hand.
 */
export function loadDsText(locale?: string | null): Settling<DsText> {
  const wanted: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let promise = promises.get(wanted);
  if (promise) return promise;
  if (hasDsText(wanted)) {
    promise = settled(dsText(wanted));
  } else {
    const load = files[`/locales/${wanted}/ds.json`];
    if (!load) return Promise.reject(new Error(`No design-system strings for ${wanted}`));
    const loading: Settling<DsText> = load().then((text) => {
      registerDsText(wanted, text);
      settle(loading, text);
      return text;
    });
    promise = loading;
  }
  promises.set(wanted, promise);
  return promise;
}
