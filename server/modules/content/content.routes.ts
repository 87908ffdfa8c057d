// Content calls: each validated body goes to one service function.
import type { CallHandlers } from '../../http/call-handler.ts';
import * as service from './content.service.ts';

type ContentCalls = 'noticeQuery' | 'bannerQuery' | 'favorableQuery' | 'countryQuery' | 'gamePopular' | 'gameLatest';

export function contentHandlers(deps: service.ContentDeps): Pick<CallHandlers, ContentCalls> {
  return {
    noticeQuery: async (input, { locale }) => service.listNotices(deps, input, locale),
    bannerQuery: async (_input, { locale, session }) => service.listBanners(deps, locale, session?.userId),
    favorableQuery: async (input, { locale, session }) =>
      service.listRunningPromotions(deps, input, locale, session?.userId),
    countryQuery: async (_input, { locale }) => service.listCountries(deps, locale),
    gamePopular: async (input, { locale }) =>
      service.listGames(deps, 'popular', input, locale),
    gameLatest: async (input, { locale }) => service.listGames(deps, 'latest', input, locale),
  };
}
