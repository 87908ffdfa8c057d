// Serves the built site: files as they are, directory URLs through their index.html, a missing
// page as the locale's 404 page. /v2 never reaches here.
import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { splitLocalePath, type Locale } from '../../shared/locales.ts';
import { shellPageOf } from '../../shared/pageShells.ts';
import { AppError } from '../errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The operator console's pages: kept by no cache, indexed by no search engine. */
const CONSOLE_HEADERS = { 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' } as const;
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return IMMUTABLE;
  if (urlPath.endsWith('.html') || urlPath.endsWith('/')) return REVALIDATE;
  return SHORT;
}

/** `/index` → `/`, `/en-US/index` → `/en-US/`; null when no redirect applies. */
export function indexRedirectTarget(urlPath: string): string | null {
  const match = /^(.*\/)index(?:\.html)?$/.exec(urlPath);
  if (!match) return null;
  const { locale, path: rest } = splitLocalePath(match[1]);
  // Only the site root of a locale redirects; deeper /index pages are ordinary paths.
  if (rest !== '/' || (match[1] !== '/' && match[1] !== `/${locale}/`)) return null;
  return match[1];
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path names inside root, or null. Refuses dot-segments and escapes. */
export async function resolveSiteFile(root: string, urlPath: string): Promise<string | null> {
  if (urlPath.split('/').some((segment) => segment.startsWith('.'))) return null;
  const target = path.resolve(root, `.${urlPath}`);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  if (urlPath.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await isFile(index)) ? index : null;
  }
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * `/redirect/<any path>` is one client-side helper page: a path that was not built ahead of
 * time is answered with the helper's shell of that locale, which reads its target from the URL.
 */
async function redirectShell(root: string, urlPath: string): Promise<string | null> {
  const { locale, path: rest } = splitLocalePath(urlPath);
  if (!rest.startsWith('/redirect/')) return null;
  const prefix = rest === urlPath ? '' : locale;
  const shell = path.join(root, prefix, 'redirect', 'index.html');
  return (await isFile(shell)) ? shell : null;
}

/** A page built once for many addresses (`/agent/team-report/<id>`, shared/pageShells.ts). */
async function pageShell(root: string, urlPath: string): Promise<string | null> {
  const page = shellPageOf(urlPath);
  return page ? resolveSiteFile(root, page) : null;
}

/** Text the browser gets compressed; images other than SVG are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** Below this a compressed body saves less than its own headers cost. */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer an Accept-Encoding header with (brotli first, then gzip; q=0 refuses), by
 * @fastify/static's own negotiator.
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  return (acceptEncoding && negotiate(acceptEncoding.toLowerCase(), ['br', 'gzip'])) || 'identity';
}

interface CachedBody {
  key: string;
  etag: string;
  body: Promise<Buffer>;
}

/**
 * The built site does not change while the server runs, so each file is compressed once per
 * encoding (asynchronously, off the event loop) and kept: a page's script then costs the slow
 * phone a quarter of the bytes, and the server no CPU after the first answer. An HTML page is kept
 * per `head` too (what the server adds to it), compressed again only when that changes.
 */
function compressedBodies() {
  const cache = new Map<string, CachedBody>();
  return async (
    file: string,
    info: Stats,
    encoding: Encoding,
    transform: (html: string) => string,
    head = '',
  ): Promise<{ body: Buffer; etag: string }> => {
    const headHash = head ? `-${createHash('sha256').update(head).digest('hex').slice(0, 12)}` : '';
    const version = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${headHash}`;
    const cacheKey = `${encoding}:${file}`;
    let entry = cache.get(cacheKey);
    if (!entry || entry.key !== version) {
      const body = readFile(file).then(async (raw) => {
        const text = file.endsWith('.html') ? Buffer.from(addToHead(transform(raw.toString('utf8')), head)) : raw;
        if (encoding === 'br') {
          return brotli(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.length } });
        }
        return encoding === 'gzip' ? gzipAsync(text, { level: 9 }) : text;
      });
      entry = { key: version, etag: `W/"${version}-${encoding}"`, body };
      cache.set(cacheKey, entry);
      body.catch(() => cache.delete(cacheKey));
    }
    return { body: await entry.body, etag: entry.etag };
  };
}

function addToHead(html: string, head: string): string {
  if (!head) return html;
  const end = html.search(/<\/head>/i);
  return end < 0 ? html : html.slice(0, end) + head + html.slice(end);
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The home page's first banner, as the server hands it to the page. */
export interface HomeBanner {
  image: string;
  title: string;
  href: string;
}

/** Where the home page finds its first banner: read by the inline script in src/pages/[...locale]/index.astro. */
export const HOME_BANNER_DATA_ID = 'home-banner-data';

/**
 * What the home page's head gets: the first banner's image, preloaded at high priority, and the
 * banner itself as data, which a small inline script draws at first paint (the feed island takes
 * over when its own banner call answers). The banner is the page's largest element; drawn only by
 * the island it waited for hydration and a call.
 */
export function homeHeadTags(banner: HomeBanner | undefined): string {
  if (!banner || !banner.image.startsWith('/') || banner.image.startsWith('//')) return '';
  // `<` escaped, so no title can close the element.
  const data = JSON.stringify(banner).replace(/</g, '\\u003c');
  return (
    `<link rel="preload" as="image" href="${escapeAttribute(banner.image)}" fetchpriority="high">` +
    `<script type="application/json" id="${HOME_BANNER_DATA_ID}">${data}</script>`
  );
}

/** `fn(key)` answered from memory for `ttlMs` after each call; a failure answers `fallback` and is not kept. */
function cachedFor<K, T>(ttlMs: number, fn: (key: K) => Promise<T>, fallback: T): (key: K) => Promise<T> {
  const kept = new Map<K, { at: number; value: Promise<T> }>();
  return (key) => {
    const now = Date.now();
    const entry = kept.get(key);
    if (entry && now - entry.at <= ttlMs) return entry.value;
    const value = fn(key).catch(() => {
      kept.delete(key);
      return fallback;
    });
    kept.set(key, { at: now, value });
    return value;
  };
}

export interface StaticSiteOptions {
  /** Demo mode: every page is served as `<html data-demo …>`, which shows its demo banner. */
  demoBanner?: boolean;
  /**
   * The active banners in order, in a language: the home page gets the first (`homeHeadTags`).
   * Read at most every few seconds; an error leaves the page as built.
   */
  homeBanners?: (locale: Locale) => Promise<readonly HomeBanner[]>;
}

/** How long the home page's banner may lag behind a banner change. */
const HOME_BANNERS_TTL_MS = 10_000;

/**
 * The built pages carry the demo banner, hidden unless `<html data-demo>` (src/site/chrome/DemoBanner.astro).
 * The same dist/ serves both modes, so the attribute is added here, while serving: it is in the first
 * byte the browser parses, so the banner is there at first paint with no layout jump, and no script is
 * involved (a script would have to be hashed into the Content-Security-Policy).
 */
export function markDemoPage(html: string): string {
  return html.replace(/<html(?=[\s>])/i, '<html data-demo');
}

/** `/ops`, `/ops/…` in any locale: the operator console, whose answers carry CONSOLE_HEADERS. */
export function isConsolePath(urlPath: string): boolean {
  const { path: rest } = splitLocalePath(urlPath);
  return rest === '/ops' || rest.startsWith('/ops/');
}

export async function registerStaticSite(app: FastifyInstance, siteDir: string, options: StaticSiteOptions = {}): Promise<void> {
  const root = path.resolve(siteDir);
  await app.register(fastifyStatic, { root, serve: false });
  const bodies = compressedBodies();
  const transformHtml = (html: string) => (options.demoBanner ? markDemoPage(html) : html);
  const homeBanners = options.homeBanners ? cachedFor(HOME_BANNERS_TTL_MS, options.homeBanners, []) : async () => [];
  const isHomePage = (urlPath: string) => splitLocalePath(urlPath).path === '/';

  /** `urlPath` is the decoded path asked for: a console path gets CONSOLE_HEADERS, its 404 too. */
  const sendFrom = async (reply: FastifyReply, file: string, status: number, cacheControl: string, urlPath: string) => {
    reply.code(status).header('cache-control', cacheControl);
    if (isConsolePath(urlPath)) reply.headers(CONSOLE_HEADERS);
    const extension = path.extname(file).toLowerCase();
    if (COMPRESSIBLE.has(extension)) {
      reply.header('vary', 'accept-encoding');
      const info = await stat(file);
      const encoding = info.size >= MIN_COMPRESS_BYTES ? pickEncoding(reply.request.headers['accept-encoding']) : 'identity';
      const head = status === 200 && extension === '.html' && isHomePage(urlPath) ? homeHeadTags((await homeBanners(splitLocalePath(urlPath).locale))[0]) : '';
      const { body, etag } = await bodies(file, info, encoding, transformHtml, head);
      reply.type(MIME[extension] ?? 'application/octet-stream').header('etag', etag);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      if (status === 200 && reply.request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
        return reply.code(304).send();
      }
      return reply.send(body);
    }
    return reply.sendFile(path.relative(root, file), root, { cacheControl: false, dotfiles: 'deny' });
  };

  const notFoundPage = async (urlPath: string, reply: FastifyReply) => {
    const { locale, path: rest } = splitLocalePath(urlPath);
    const candidates = [rest !== urlPath ? path.join(root, locale, '404.html') : null, path.join(root, '404.html')];
    for (const candidate of candidates) {
      if (candidate && (await isFile(candidate))) return sendFrom(reply, candidate, 404, REVALIDATE, urlPath);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  };

  app.route({
    method: 'GET',
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const [rawPath, query] = request.url.split(/\?(.*)/s, 2);
      if (rawPath === '/v2' || rawPath.startsWith('/v2/')) throw new AppError(404, 'NOT_FOUND');
      let urlPath: string;
      try {
        urlPath = decodeURIComponent(rawPath);
      } catch {
        return notFoundPage('/', reply);
      }
      if (urlPath.includes('\0')) return notFoundPage('/', reply);
      const redirect = indexRedirectTarget(urlPath);
      if (redirect) return reply.redirect(query ? `${redirect}?${query}` : redirect, 301);
      const file = (await resolveSiteFile(root, urlPath)) ?? (await redirectShell(root, urlPath)) ?? (await pageShell(root, urlPath));
      if (!file) return notFoundPage(urlPath, reply);
      const cacheControl = file.endsWith('.html') ? REVALIDATE : cacheControlFor(urlPath);
      return sendFrom(reply, file, 200, cacheControl, urlPath);
    },
  });
}
