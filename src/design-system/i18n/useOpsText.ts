import type { Locale } from '../../../shared/locales.ts';
import { useDsLocale } from './DsLocale.tsx';
import { opsText, type OpsText } from './opsText.ts';

/** Console strings for a component: its `locale` prop, else the DsLocaleProvider's language. */
export function useOpsText(locale?: Locale): OpsText {
  return opsText(useDsLocale(locale));
}
