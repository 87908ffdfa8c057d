import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import jaJP from '../../../locales/ja-JP/opsPlayers.json';
import enUS from '../../../locales/en-US/opsPlayers.json';
import koKR from '../../../locales/ko-KR/opsPlayers.json';
import zhCN from '../../../locales/zh-CN/opsPlayers.json';
import zhTW from '../../../locales/zh-TW/opsPlayers.json';
import filPH from '../../../locales/fil-PH/opsPlayers.json';
import viVN from '../../../locales/vi-VN/opsPlayers.json';

// The console's player and KYC screens' strings (`opsPlayers` namespace). The pages read them while
// rendering and hand their one language to the island, so an island never downloads all seven.
export type OpsPlayersText = typeof jaJP;

const texts: Record<Locale, OpsPlayersText> = { 'ja-JP': jaJP, 'en-US': enUS, 'ko-KR': koKR, 'zh-CN': zhCN, 'zh-TW': zhTW, 'fil-PH': filPH, 'vi-VN': viVN };

export function opsPlayersText(locale?: string | null): OpsPlayersText {
  return texts[isLocale(locale) ? locale : DEFAULT_LOCALE];
}
