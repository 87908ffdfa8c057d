import type { Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/opsQueue.json';
import enUS from '../../../locales/en-US/opsQueue.json';
import koKR from '../../../locales/ko-KR/opsQueue.json';
import zhCN from '../../../locales/zh-CN/opsQueue.json';
import zhTW from '../../../locales/zh-TW/opsQueue.json';
import filPH from '../../../locales/fil-PH/opsQueue.json';
import viVN from '../../../locales/vi-VN/opsQueue.json';

// The dashboard's and withdrawal screens' strings (`opsQueue` namespace). Read while a page is
// rendered: each page hands its island the part it shows in its one language, so no browser
// downloads the other six.
export type OpsQueueText = typeof jaJP;

const texts: Record<Locale, OpsQueueText> = {
  'ja-JP': jaJP,
  'en-US': enUS,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': filPH,
  'vi-VN': viVN,
};

export const opsQueueText = (locale: Locale): OpsQueueText => texts[locale];
