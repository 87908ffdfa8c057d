import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { Locale } from '../../../shared/locales.ts';
import { getIslandI18n, loadIslandI18n } from '../../i18n/islandI18n.ts';
import { loadNamespaces, peekNamespaces } from '../../i18n/resources.ts';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';

/** Namespace of every string of the auth islands. */
export const AUTH_NS = 'auth';

const pending = new Map<Locale, Promise<i18n>>();

/** The island instance of the language with the `auth` strings added to it. */
function ready(locale: Locale): i18n | undefined {
  const instance = getIslandI18n(locale);
  if (!instance) return undefined;
  if (instance.hasResourceBundle(locale, AUTH_NS)) return instance;
  const strings = peekNamespaces(locale, [AUTH_NS]);
  if (!strings) return undefined;
  instance.addResourceBundle(locale, AUTH_NS, strings[AUTH_NS]);
  return instance;
}

export function loadAuthI18n(locale: Locale): Promise<i18n> {
  const done = ready(locale);
  if (done) return Promise.resolve(done);
  let promise = pending.get(locale);
  if (!promise) {
    promise = Promise.all([loadIslandI18n(locale), loadNamespaces(locale, [AUTH_NS])]).then(() => ready(locale)!);
    pending.set(locale, promise);
  }
  return promise;
}

function Provide({ locale, children }: { locale: Locale; children: ReactNode }) {
  const instance = ready(locale) ?? use(loadAuthI18n(locale));
  return (
    <I18nextProvider i18n={instance}>
      <DsLocaleProvider locale={locale}>{children}</DsLocaleProvider>
    </I18nextProvider>
  );
}

/** Gives an auth island its language (one language a page) and the design system's too. */
export function AuthI18n({ locale, children, fallback = null }: { locale: Locale; children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Provide locale={locale}>{children}</Provide>
    </Suspense>
  );
}
