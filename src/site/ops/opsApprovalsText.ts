import type { Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/opsApprovals.json';
import enUS from '../../../locales/en-US/opsApprovals.json';
import koKR from '../../../locales/ko-KR/opsApprovals.json';
import zhCN from '../../../locales/zh-CN/opsApprovals.json';
import zhTW from '../../../locales/zh-TW/opsApprovals.json';
import filPH from '../../../locales/fil-PH/opsApprovals.json';
import viVN from '../../../locales/vi-VN/opsApprovals.json';

// The approvals inbox's strings and the reason templates' texts (`opsApprovals` namespace). Read while a page is
// rendered: each page hands its island the part it shows in its one language, so no browser
// downloads the other six.
export type OpsApprovalsText = typeof jaJP;

const texts: Record<Locale, OpsApprovalsText> = {
  'ja-JP': jaJP,
  'en-US': enUS,
  'ko-KR': koKR,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': filPH,
  'vi-VN': viVN,
};

export const opsApprovalsText = (locale: Locale): OpsApprovalsText => texts[locale];
