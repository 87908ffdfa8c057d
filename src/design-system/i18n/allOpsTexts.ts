import type { Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/ops.json';
import enUS from '../../../locales/en-US/ops.json';
import koKR from '../../../locales/ko-KR/ops.json';
import zhCN from '../../../locales/zh-CN/ops.json';
import zhTW from '../../../locales/zh-TW/ops.json';
import filPH from '../../../locales/fil-PH/ops.json';
import viVN from '../../../locales/vi-VN/ops.json';
import type { OpsText } from './opsText.ts';

// All seven languages at once: for the server, Storybook and component tests, never a console
// page's browser code (it loads its own language through loadOpsText.ts). Types only from
// opsText.ts: it imports this file while it loads on the server, so a value import back would be a cycle.
export const allOpsTexts: Record<Locale, OpsText> = {
  'ja-JP': jaJP.opsConsole,
  'en-US': enUS.opsConsole,
  'ko-KR': koKR.opsConsole,
  'zh-CN': zhCN.opsConsole,
  'zh-TW': zhTW.opsConsole,
  'fil-PH': filPH.opsConsole,
  'vi-VN': viVN.opsConsole,
};
