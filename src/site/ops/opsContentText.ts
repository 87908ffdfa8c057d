import type { Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/opsContent.json';
import enUS from '../../../locales/en-US/opsContent.json';
import koKR from '../../../locales/ko-KR/opsContent.json';
import zhCN from '../../../locales/zh-CN/opsContent.json';
import zhTW from '../../../locales/zh-TW/opsContent.json';
import filPH from '../../../locales/fil-PH/opsContent.json';
import viVN from '../../../locales/vi-VN/opsContent.json';

// The content and agents screens' strings (`opsContent` namespace). Read while a page is
// rendered: each page hands its island the part it shows in its one language, so no browser
// downloads the other six.
export type OpsContentText = typeof jaJP;

const texts: Record<Locale, OpsContentText> = {
  'ja-JP': jaJP,
  'en-US': enUS,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': filPH,
  'vi-VN': viVN,
};

export const opsContentText = (locale: Locale): OpsContentText => texts[locale];
