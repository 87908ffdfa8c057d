import type { Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/ds.json';
import enUS from '../../../locales/en-US/ds.json';
import koKR from '../../../locales/ko-KR/ds.json';
import zhCN from '../../../locales/zh-CN/ds.json';
import zhTW from '../../../locales/zh-TW/ds.json';
import filPH from '../../../locales/fil-PH/ds.json';
import viVN from '../../../locales/vi-VN/ds.json';
import type { DsText } from './dsText.ts';

// All seven languages at once: for the server, Storybook and component tests, never a page's
// browser code (a page loads its own language through loadDsText.ts).
// Types only from dsText.ts: it imports this file while it loads on the server, so a value import
// back would be a cycle.
export const allDsTexts: Record<Locale, DsText> = {
  'ja-JP': jaJP,
  'en-US': enUS,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': filPH,
  'vi-VN': viVN,
};
