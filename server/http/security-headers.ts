// Security headers on every answer (pages, static files, /v2, errors, 404s) through @fastify/helmet.
// The Content-Security-Policy allows our own files ('self') and, inline, exactly the code the site
// build contains (hashes from dist/, see inline-code-hashes.ts); third-party origins only when they
// are configured (the Google sign-in script, an API on another origin). Server-rendered pages with
// inline code of their own (sandbox pages) take a per-answer nonce: `helmet: CSP_NONCE_ROUTE`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { INLINE_HASHES_FILE, siteInlineCodeHashes, type InlineCodeHashes } from './inline-code-hashes.ts';

export type ServerMode = 'demo' | 'production';

export interface SecurityHeadersOptions {
  mode: ServerMode;
  /** Hashes of the built site's inline code; none when no site is served. */
  inline?: InlineCodeHashes;
  /** GOOGLE_SCRIPT_URL when Google sign-in is configured. */
  googleScriptUrl?: string;
  /** PUBLIC_API_BASE: where the built pages call the API (another origin needs connect-src). */
  publicApiBase?: string;
}

/** Route option for a server-rendered page that marks its inline <script>/<style> with reply.cspNonce. */
export const CSP_NONCE_ROUTE = { enableCSPNonces: true } as const;

const originOf = (url: string | undefined): string | null => {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The directory of a script URL, e.g. https://accounts.google.com/gsi/ for …/gsi/client. */
const directoryOf = (url: string) => new URL('./', url).href;

export function contentSecurityDirectives(options: SecurityHeadersOptions): Record<string, string[]> {
  const inline = options.inline ?? { scripts: [], styles: [], styleAttributes: [], refused: [] };
  // Google Identity Services: its script, and from its directory its button iframe, its calls and
  // its stylesheet (https://accounts.google.com/gsi/… for the real one).
  const google = options.googleScriptUrl && originOf(options.googleScriptUrl) ? options.googleScriptUrl : null;
  const googleDir = google ? [directoryOf(google)] : [];
  const apiOrigin = originOf(options.publicApiBase);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // Nobody frames our pages (clickjacking on the finance pages); X-Frame-Options says the same.
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...(google ? [google] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...inline.styles, ...googleDir],
    // Server-rendered island markup carries a few style="" attributes (skeleton sizes, table
    // alignment); each is allowed by its hash, which CSP accepts for attributes only together
    // with 'unsafe-hashes'. React sets styles after hydration through the CSSOM, which CSP does
    // not restrict, so no 'unsafe-inline' is needed for styles either.
    'style-src-attr': inline.styleAttributes.length ? ["'unsafe-hashes'", ...inline.styleAttributes] : ["'none'"],
    // Captcha images arrive as data: URLs (base64 GIF).
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...googleDir],
    'frame-src': googleDir.length ? googleDir : ["'none'"],
    'worker-src': ["'none'"],
  };
  // Over plain http (demo on a LAN address) this would send every asset request to https.
  if (options.mode === 'production') directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function helmetOptions(options: SecurityHeadersOptions): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
    xFrameOptions: { action: 'deny' },
    // The default: other sites see only our origin, never a path or query (tokens, order numbers);
    // Google's sign-in needs the origin, which no-referrer would withhold.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sign-in popups (Google) talk back to their opener, which plain same-origin would cut off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HSTS only where the site is served over https for real; a demo on http://localhost must not
    // teach the browser to insist on https for that host.
    strictTransportSecurity: options.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * The site's inline code hashes: the build's manifest when it is there (cheap), else a scan of the
 * built pages (a dist/ from an older build). Either way they describe the files being served.
 */
export async function loadSiteInlineHashes(siteDir: string): Promise<InlineCodeHashes> {
  try {
    return JSON.parse(await readFile(path.join(siteDir, INLINE_HASHES_FILE), 'utf8')) as InlineCodeHashes;
  } catch {
    return siteInlineCodeHashes(siteDir);
  }
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: Omit<SecurityHeadersOptions, 'inline'> & { siteDir?: string },
): Promise<void> {
  const inline = options.siteDir ? await loadSiteInlineHashes(path.resolve(options.siteDir)) : undefined;
  for (const finding of inline?.refused ?? []) app.log.warn(`inline code the Content-Security-Policy blocks: ${finding}`);
  await app.register(fastifyHelmet, helmetOptions({ ...options, inline }));
}
