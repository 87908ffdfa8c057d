import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/ops.json';
import enUS from '../../../locales/en-US/ops.json';
import koKR from '../../../locales/ko-KR/ops.json';
import zhCN from '../../../locales/zh-CN/ops.json';
import zhTW from '../../../locales/zh-TW/ops.json';
import filPH from '../../../locales/fil-PH/ops.json';
import viVN from '../../../locales/vi-VN/ops.json';

// The operator console's strings (`ops` namespace, `opsConsole` part). Kept apart from ds.json so
// the public site's pages never carry them; only the console's components import this file.
export type OpsText = (typeof jaJP)['opsConsole'];

const texts: Record<Locale, OpsText> = {
  'ja-JP': jaJP.opsConsole,
  'en-US': enUS.opsConsole,
  'ko-KR': koKR.opsConsole,
  'zh-CN': zhCN.opsConsole,
  'zh-TW': zhTW.opsConsole,
  'fil-PH': filPH.opsConsole,
  'vi-VN': viVN.opsConsole,
};

/** Console strings in a language; unknown languages get ja-JP. */
export function opsText(locale?: string | null): OpsText {
  return texts[isLocale(locale) ? locale : DEFAULT_LOCALE];
}
