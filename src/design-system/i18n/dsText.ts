import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/ds.json';
import enUS from '../../../locales/en-US/ds.json';
import koKR from '../../../locales/ko-KR/ds.json';
import zhCN from '../../../locales/zh-CN/ds.json';
import zhTW from '../../../locales/zh-TW/ds.json';
import filPH from '../../../locales/fil-PH/ds.json';
import viVN from '../../../locales/vi-VN/ds.json';

export type DsText = typeof jaJP;
export type DsTextKey = keyof DsText;

// Bundled statically: the strings are few, and components must render without any i18n runtime.
const texts: Record<Locale, DsText> = {
  'ja-JP': jaJP,
  'en-US': enUS,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': filPH,
  'vi-VN': viVN,
};

/** Component strings in a language; unknown languages get ja-JP. */
export function dsText(locale?: string | null): DsText {
  return texts[isLocale(locale) ? locale : DEFAULT_LOCALE];
}

/** Fills `{{name}}` placeholders. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
