// Settings of operator identity: session lengths (OPS_SESSION_IDLE_MINUTES, OPS_SESSION_MAX_HOURS),
// the optional address allow-list (OPS_IP_ALLOW), the key the operators' TOTP secrets are sealed with
// (derived from APP_KEY_SECRET, like the players' app keys, under a label of its own) and whether the
// session cookie is `Secure` (production).
import { hkdfSync, randomBytes } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

export interface OpsIdentityConfig {
  /** A console session unused this long ends (default 15 minutes). */
  idleMs: number;
  /** A console session ends this long after sign-in however active (default 8 hours). */
  maxMs: number;
  /** When set, /v2/ops answers only these client addresses (a layer, not the control). */
  ipAllow: BlockList | null;
  /** AES-256-GCM key of the stored TOTP secrets. */
  encryptionKey: Buffer;
  /** `Secure` on the session cookie: production, where the site is served over https. */
  secureCookie: boolean;
  /** Origin of enrolment links and the one Origin besides the request's own that may send cookies (PUBLIC_URL). */
  publicUrl: string;
  /** An enrolment link works once, within this time (default 72 hours). */
  enrolmentMs: number;
  /** Wrong sign-ins in a row before the lock, and how long it holds. */
  failedSignInsBeforeLock: number;
  lockMs: number;
  /** A fresh TOTP code (sign-in or step-up) allows role changes and TOTP resets this long. */
  stepUpMs: number;
}

export const DEFAULT_IDLE_MINUTES = 15;
export const DEFAULT_MAX_HOURS = 8;

/** Tests and tools without APP_KEY_SECRET: one key per process (every app of a test process reads the others' secrets). */
const processSecret = randomBytes(32).toString('base64url');

export function opsTotpEncryptionKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'game-hall', 'operator totp secrets v1', 32));
}

/** `10.0.0.0/8, 192.168.1.7, 2001:db8::/32` → a BlockList; throws naming the bad entry. */
export function ipAllowListFrom(value: string): BlockList {
  const list = new BlockList();
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || extra !== undefined) throw new Error(`OPS_IP_ALLOW: "${entry}" is not an address or CIDR block`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) {
      list.addAddress(address!, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d{1,3}$/.test(bits) || prefix > (family === 4 ? 32 : 128)) throw new Error(`OPS_IP_ALLOW: "${entry}" has a bad prefix length`);
    list.addSubnet(address!, prefix, type);
  }
  return list;
}

/** Whether the allow-list lets this client address through (IPv4-mapped IPv6 read as IPv4). */
export function ipAllowed(list: BlockList | null, ip: string): boolean {
  if (!list) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const family = isIP(address);
  if (!family) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const positive = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : fallback);

export function opsIdentityConfigFromEnv(env: NodeJS.ProcessEnv, mode: 'demo' | 'production' = 'demo'): OpsIdentityConfig {
  return {
    idleMs: positive(env.OPS_SESSION_IDLE_MINUTES, DEFAULT_IDLE_MINUTES) * 60_000,
    maxMs: positive(env.OPS_SESSION_MAX_HOURS, DEFAULT_MAX_HOURS) * 3_600_000,
    ipAllow: env.OPS_IP_ALLOW?.trim() ? ipAllowListFrom(env.OPS_IP_ALLOW) : null,
    encryptionKey: opsTotpEncryptionKey(env.APP_KEY_SECRET?.trim() || processSecret),
    secureCookie: mode === 'production',
    publicUrl: (env.PUBLIC_URL || env.SITE_URL || 'http://localhost:4321').replace(/\/+$/, ''),
    enrolmentMs: 72 * 3_600_000,
    failedSignInsBeforeLock: 5,
    lockMs: 15 * 60_000,
    stepUpMs: 5 * 60_000,
  };
}
