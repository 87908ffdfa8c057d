import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';
import { lookup, type Messages } from '../i18n/resources.ts';

// The few strings the client shows on failures and on signing out are bundled for every language
// (≈ 1 KB): they must be at hand exactly when the network is not, or right after a navigation.
const files = import.meta.glob<Messages>('/locales/*/client.json', { import: 'default', eager: true });

export type ClientMessageKey = 'error' | 'requestError' | 'invalidRequest' | 'signedOut';

export function clientMessage(key: ClientMessageKey, locale: Locale): string {
  return (
    lookup(files[`/locales/${locale}/client.json`], key) ??
    lookup(files[`/locales/${DEFAULT_LOCALE}/client.json`], key) ??
    key
  );
}
