import { use } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { useDsLocale } from './DsLocale.tsx';
import type { OpsText } from './opsText.ts';
import { loadOpsText } from './loadOpsText.ts';

/**
 * Console strings for a component: its `locale` prop, else the DsLocaleProvider's language.
 * Suspends while that language's file downloads (the page's first render), never shows another.
 */
export function useOpsText(locale?: Locale): OpsText {
  return use(loadOpsText(useDsLocale(locale)));
}
