// TRUST_PROXY: which hops in front of the server may name the client in X-Forwarded-For, as
// Fastify's `trustProxy`. Off by default, so a client cannot pick its own address (and with it a
// fresh rate-limit allowance) by sending the header itself.
import { isIP } from 'node:net';

export type TrustProxy = boolean | string[];

/** proxy-addr's names for address ranges, accepted in the list besides addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry) || isIP(entry)) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match) return false;
  const family = isIP(match[1]);
  return family !== 0 && Number(match[2]) <= (family === 4 ? 32 : 128);
}

/**
 * `false` (default) · `true` (trust every hop: only when the proxy always overwrites the header)
 * · a comma list of proxy addresses or CIDRs. A hop count is refused: Fastify 5 ignores it (it
 * cannot tell a proxy from a client that sends the header itself), so it would silently do nothing.
 */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUST_PROXY: a hop count ("${text}") cannot tell a proxy from a client; list the proxy addresses or CIDRs instead`);
  }
  const entries = text.split(',').map((part) => part.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length || !entries.length) {
    throw new Error(
      `TRUST_PROXY: "${wrong.join(', ') || text}" is not false, true or a comma list of proxy addresses/CIDRs`,
    );
  }
  return entries;
}
