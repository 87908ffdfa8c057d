import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import { hasOpsText, opsText, registerOpsText, type OpsText } from './opsText.ts';
import { settle, settled, type Settling } from './settled.ts';

// One chunk per language: a console page downloads only the file of the language it shows.
const files = import.meta.glob<OpsText>('/locales/*/ops.json', { import: 'opsConsole' });
// One promise per language for ever, so React's `use` sees the same one on every render.
const promises = new Map<Locale, Settling<OpsText>>();

/**
 * One language's console strings, loaded and registered once (unknown languages get ja-JP);
 * the promise is already marked settled when they are at hand.
 */
export function loadOpsText(locale?: string | null): Settling<OpsText> {
  const wanted: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let promise = promises.get(wanted);
  if (promise) return promise;
  if (hasOpsText(wanted)) {
    promise = settled(opsText(wanted));
  } else {
    const load = files[`/locales/${wanted}/ops.json`];
    if (!load) return Promise.reject(new Error(`No console strings for ${wanted}`));
    const loading: Settling<OpsText> = load().then((text) => {
      registerOpsText(wanted, text);
      settle(loading, text);
      return text;
    });
    promise = loading;
  }
  promises.set(wanted, promise);
  return promise;
}
