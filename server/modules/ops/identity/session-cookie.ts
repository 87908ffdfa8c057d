// The console session cookie: HttpOnly (scripts never see it), SameSite=Strict (no other site's page
// sends it), Secure in production, and only on /v2/ops (the console's pages are static and need none).
import type { CookieOptions } from '../../../http/call-handler.ts';
import type { OpsIdentityConfig } from './identity.config.ts';

export const OPS_SESSION_COOKIE = 'gh_ops_session';
export const OPS_COOKIE_PATH = '/v2/ops';

export function sessionCookieOptions(config: Pick<OpsIdentityConfig, 'secureCookie'>, expires?: Date): CookieOptions {
  return { path: OPS_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: config.secureCookie, ...(expires ? { expires } : {}) };
}
