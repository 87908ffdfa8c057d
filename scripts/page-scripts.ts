// What JavaScript a built page makes the browser load before anything is loaded lazily: its module
// scripts, its islands' components and renderers, and every chunk those import statically,
// followed through the built files. Dynamic imports (a language's strings, the chart, a machine's
// art) are left out: they are fetched later or only on some pages, and `npm run bench:pages`
// measures them in a browser. The build's page-weight check (scripts/page-weight.ts) reads this.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The target for a page with islands: JS a browser downloads, gzip (`npm run bench:pages`). */
export const ISLAND_PAGE_JS_TARGET_KB = 90;
/**
 * What the build lets a page with islands load up front (gzip, before lazy chunks). Not the target:
 * React DOM alone is 65 KB and i18next with zod/mini and ky another ≈ 36 KB, so no island page meets
 * 90 KB yet (README, "Performance"). This limit keeps what was gained: it sits just above today's
 * heaviest page (the agent's subordinate management, 157.1 KB, since the machine screen, once
 * 160.2 KB, loads its machine lazily: 142.2 KB), and a change that makes a page heavier fails the
 * build until it is lowered again or raised on purpose.
 */
export const ISLAND_PAGE_EAGER_JS_LIMIT_KB = 158;

/** `src="…"` of module scripts, islands' `component-url` / `renderer-url`, module preloads. */
const PAGE_REFERENCE = /<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"|\b(?:component-url|renderer-url)="([^"]+)"|<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
/** Inline module scripts (their static imports count too). */
const INLINE_MODULE = /<script[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;
/** Static `import … from "x"`, `import "x"`, `export … from "x"`; never `import("x")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
/** `import("x")`: a chunk loaded later. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;
/** The operator console's pages (`/ops/…` in every language): the only ones that may call `/v2/ops`. */
const CONSOLE_PAGE = /^\/(?:[a-z]{2,3}-[A-Z]{2}\/)?ops\//;

/** The path of an operator call named in a script's code, or `null`. */
export function operatorCallIn(code: string): string | null {
  return /["'`](\/v2\/ops\/[\w/-]*)/.exec(code)?.[1] ?? null;
}

export interface PageScripts {
  /** Site paths (`/_astro/x.js`) of every script the page loads eagerly. */
  files: string[];
  /** Site paths of the scripts it may load later (dynamic imports and what they import), not eagerly. */
  lazyFiles: string[];
  /** Their gzip bytes together (level 9, as the bench compresses). */
  gzipBytes: number;
  /** Islands on the page. */
  islands: number;
  /** An operator call (`/v2/ops/…`) named by a script the page loads, now or lazily, and which. */
  operatorCall: { file: string; path: string } | null;
}

function staticImports(code: string, fromPath: string, pattern = STATIC_IMPORT): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(pattern)) {
    const target = match[1]!;
    if (target.startsWith('/')) found.push(target);
    else if (target.startsWith('.')) found.push(posix.join(posix.dirname(fromPath), target));
  }
  return found;
}

/** What was read of each file, shared between the pages of one build. */
export type GzipCache = Map<string, { bytes: number; imports: string[]; lazyImports: string[]; operatorCall: string | null }>;

/** The eager scripts of one built HTML page of `distDir`. */
export function pageScripts(distDir: string, htmlFile: string, cache: GzipCache = new Map()): PageScripts {
  const html = readFileSync(htmlFile, 'utf8');
  const pagePath = `/${relative(distDir, htmlFile).split(sep).join('/')}`;
  const queue: string[] = [];
  for (const match of html.matchAll(PAGE_REFERENCE)) queue.push((match[1] ?? match[2] ?? match[3])!);
  for (const match of html.matchAll(INLINE_MODULE)) queue.push(...staticImports(match[1]!, pagePath));
  const read = (path: string) => {
    let script = cache.get(path);
    if (!script) {
      const file = join(distDir, path);
      if (!existsSync(file)) throw new Error(`${pagePath} loads ${path}, which the build did not write`);
      const code = readFileSync(file);
      const text = code.toString('utf8');
      script = {
        bytes: gzipSync(code, { level: 9 }).length,
        imports: staticImports(text, path),
        lazyImports: staticImports(text, path, DYNAMIC_IMPORT),
        operatorCall: operatorCallIn(text),
      };
      cache.set(path, script);
    }
    return script;
  };
  const seen = new Set<string>();
  const lazy: string[] = [];
  let gzipBytes = 0;
  let operatorCall: PageScripts['operatorCall'] = null;
  while (queue.length) {
    const path = queue.pop()!.split(/[?#]/)[0]!;
    if (seen.has(path) || !path.startsWith('/')) continue;
    seen.add(path);
    const script = read(path);
    gzipBytes += script.bytes;
    if (script.operatorCall) operatorCall ??= { file: path, path: script.operatorCall };
    queue.push(...script.imports);
    lazy.push(...script.lazyImports);
  }
  // Lazily loaded scripts do not count in the weight, but may not call the operator API either.
  const seenLater = new Set(seen);
  while (lazy.length) {
    const path = lazy.pop()!.split(/[?#]/)[0]!;
    if (seenLater.has(path) || !path.startsWith('/')) continue;
    seenLater.add(path);
    const script = read(path);
    if (script.operatorCall) operatorCall ??= { file: path, path: script.operatorCall };
    lazy.push(...script.imports, ...script.lazyImports);
  }
  const lazyFiles = [...seenLater].filter((path) => !seen.has(path)).sort();
  return { files: [...seen].sort(), lazyFiles, gzipBytes, islands: (html.match(/<astro-island\b/g) ?? []).length, operatorCall };
}

/** Every `index.html` under `dir` (the built site's pages). */
export function builtPages(dir: string): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '_astro') pages.push(...builtPages(path));
    else if (entry.name === 'index.html') pages.push(path);
  }
  return pages;
}


/** Every page of `distDir` but the operator console's that loads a script naming an operator call. */
export function pagesCallingOperators(distDir: string): { page: string; file: string; path: string }[] {
  const cache: GzipCache = new Map();
  const found: { page: string; file: string; path: string }[] = [];
  for (const html of builtPages(distDir)) {
    const page = `/${relative(distDir, html).split(sep).join('/')}`;
    if (CONSOLE_PAGE.test(page)) continue;
    const { operatorCall } = pageScripts(distDir, html, cache);
    if (operatorCall) found.push({ page, ...operatorCall });
  }
  return found;
}

/**
 * Chunks some pages must load only lazily, by the name the build gives a dynamically imported
 * module's chunk (`/_astro/<name>.<hash>.js`): the machine screen on the springboard, whose
 * signed-out visitors get the sign-in form and nothing of the machine (tables, stages, drawing).
 */
export const LAZY_CHUNKS: readonly { page: RegExp; chunk: string }[] = [
  { page: /^\/(?:[a-z]{2,3}-[A-Z]{2}\/)?amigo-springboard\/index\.html$/, chunk: 'MachineScreen' },
];

/**
 * Every page of `distDir` that a rule of `rules` names and that loads the rule's chunk up front,
 * or has no such lazy chunk at all (merged into another, it is loaded up front after all).
 */
export function pagesLoadingEagerly(distDir: string, rules = LAZY_CHUNKS): { page: string; chunk: string; problem: string }[] {
  const cache: GzipCache = new Map();
  const found: { page: string; chunk: string; problem: string }[] = [];
  const named = (chunk: string) => (path: string) => path.startsWith(`/_astro/${chunk}.`);
  for (const html of builtPages(distDir)) {
    const page = `/${relative(distDir, html).split(sep).join('/')}`;
    const pageRules = rules.filter((rule) => rule.page.test(page));
    if (!pageRules.length) continue;
    const { files, lazyFiles } = pageScripts(distDir, html, cache);
    for (const { chunk } of pageRules) {
      if (files.some(named(chunk))) found.push({ page, chunk, problem: 'loaded up front' });
      else if (!lazyFiles.some(named(chunk))) found.push({ page, chunk, problem: 'no lazy chunk of that name' });
    }
  }
  return found;
}

/** Every page of `distDir` with islands whose eager scripts weigh more than `limitBytes` (gzip). */
export function pagesOver(distDir: string, limitBytes: number): { page: string; gzipBytes: number }[] {
  const cache: GzipCache = new Map();
  const over: { page: string; gzipBytes: number }[] = [];
  for (const html of builtPages(distDir)) {
    const { gzipBytes, islands } = pageScripts(distDir, html, cache);
    if (islands > 0 && gzipBytes > limitBytes) over.push({ page: `/${relative(distDir, html).split(sep).join('/')}`, gzipBytes });
  }
  return over.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
