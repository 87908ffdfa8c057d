// `npm run bench:pages`: bytes of JavaScript and CSS (gzip) a browser downloads for each public
// page of the production build, next to a peer page with exactly one React island built in the
// same run, so the cost of hydration is visible. Then each operator console page signed in as the
// demo admin (so its screen loads as an operator sees it), with its library JS beyond React against
// the 60 KB (the definition: consoleBudget in bench-ops.fns.ts).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { Secret, TOTP } from 'otpauth';
import { readCredentialFile } from '../server/modules/ops/credential-file.ts';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';
import { waitFor } from './wait-for-url.ts';
import { PUBLIC_ROUTES } from '../tests/e2e/public-routes.ts';
import { OPS_ROUTES } from '../tests/e2e/all-routes.ts';
import { benchPost, registerBenchPlayer } from './bench-player.ts';
import { ISLAND_PAGE_JS_TARGET_KB } from './page-scripts.ts';
import { DEMO_OPERATOR, DEMO_OPERATOR_PASSWORD } from '../server/modules/ops/bootstrap.ts';
import { OPS_SESSION_COOKIE } from '../server/modules/ops/identity/session-cookie.ts';
import { consoleBudget, CONSOLE_LIBRARY_JS_BUDGET_KB } from './bench-ops.fns.ts';
import { readChunkSources } from './chunk-sources.ts';

// BENCH_PAGES_PORT moves both (the peer's is the next one) when another run holds them.
const SITE_PORT = Number(process.env.BENCH_PAGES_PORT) || 4571;
const PEER_PORT = SITE_PORT + 1;
const PEER_ROOT = 'bench/one-island';
/** What a page with islands may download: JS, gzip, in KB (the target). */
const ISLAND_PAGE_JS_KB = ISLAND_PAGE_JS_TARGET_KB;

function sh(command: string): void {
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  if (status !== 0) throw new Error(`failed: ${command}`);
}

/** A bare static file server for the peer build. */
function serveStatic(root: string, port: number) {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (path.endsWith('/')) path += 'index.html';
    const file = join(root, path);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise<typeof server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Sums the gzip size of every script and stylesheet the page downloads until the network is idle
 * (`ready`, when given, must hold first); `apart` counts the scripts whose URL it matches separately.
 */
async function measure(
  browser: Browser | BrowserContext,
  url: string,
  { ready, apart }: { ready?: (page: Page) => Promise<unknown>; apart?: RegExp } = {},
): Promise<{ js: number; css: number; requests: number; apartJs: number; islands: number; scripts: { path: string; gzip: number }[] }> {
  const page = await browser.newPage();
  const bodies: Promise<{ kind: 'js' | 'css'; bytes: number; url: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const kind = type === 'script' || contentType.includes('javascript') ? 'js' : type === 'stylesheet' || contentType.includes('text/css') ? 'css' : null;
    if (kind && response.ok()) bodies.push(response.body().then((body) => ({ kind, bytes: gzipSync(body).length, url: response.url() })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (ready) {
    await ready(page);
    await page.waitForLoadState('networkidle');
  }
  const sizes = await Promise.all(bodies);
  const islands = await page.locator('astro-island').count();
  await page.close();
  const sum = (kind: 'js' | 'css') => sizes.filter((s) => s.kind === kind).reduce((a, s) => a + s.bytes, 0);
  const apartJs = apart ? sizes.filter((s) => s.kind === 'js' && apart.test(s.url)).reduce((a, s) => a + s.bytes, 0) : 0;
  const scripts = sizes.filter((s) => s.kind === 'js').map((s) => ({ path: new URL(s.url).pathname, gzip: s.bytes }));
  return { js: sum('js'), css: sum('css'), requests: sizes.length, apartJs, islands, scripts };
}

/** The bench server's data directory: its demo start writes the demo admin's CLI credential there. */
let benchDataDir = '';
function benchOperatorToken(): string {
  const stored = readCredentialFile(benchDataDir);
  if (!stored) throw new Error(`the bench server wrote no CLI credential in ${benchDataDir}`);
  return stored.token;
}

const SITE = `http://127.0.0.1:${SITE_PORT}`;

/** A new agent of the bench's own database: registered (code from the dev outbox), applied, approved. */
async function benchAgentToken(): Promise<string> {
  const { account, token } = await registerBenchPlayer(SITE);
  await benchPost(SITE, '/v2/app/agent/apply', undefined, { TOKEN: token });
  const operator = { authorization: `Bearer ${benchOperatorToken()}` };
  const { list } = await benchPost<{ list: { id: number; account: string }[] }>(SITE, '/v2/ops/agent/application/list', { pageNum: 1, pageSize: 100 }, operator);
  const application = list.find((row) => row.account === account);
  if (!application) throw new Error('the bench agent applied but no application is listed');
  await benchPost(SITE, '/v2/ops/agent/application/approve', { id: application.id }, operator);
  return token;
}

/** What the demo start printed: the demo admin's TOTP secret is in it. */
let siteOutput = '';

/** A console session of the demo admin (password and a code of its printed TOTP secret), as a browser cookie. */
async function demoOperatorContext(browser: Browser): Promise<BrowserContext> {
  const secret = /TOTP secret ([A-Z2-7]+)/.exec(siteOutput)?.[1];
  if (!secret) throw new Error('the bench server printed no demo operator TOTP secret');
  const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
  const response = await fetch(`${SITE}/v2/ops/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE },
    body: JSON.stringify({ name: DEMO_OPERATOR, password: DEMO_OPERATOR_PASSWORD, code }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${OPS_SESSION_COOKIE}=`));
  if (response.status !== 200 || !cookie) throw new Error(`demo operator sign-in: ${response.status} ${await response.text()}`);
  const context = await browser.newContext();
  await context.addCookies([{ name: OPS_SESSION_COOKIE, value: cookie.slice(OPS_SESSION_COOKIE.length + 1).split(';')[0]!, domain: '127.0.0.1', path: '/v2/ops', httpOnly: true, sameSite: 'Strict' }]);
  return context;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (apt-get install -y chromium-headless-shell)');
  if (!existsSync('dist/.build-stamp') && !existsSync('dist/index.html')) sh('npm run --silent build');
  sh(`npx astro build --root ${PEER_ROOT} --silent`);

  const dataDir = mkdtempSync(join(tmpdir(), 'game-hall-bench-'));
  benchDataDir = dataDir;
  const site: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(SITE_PORT), HOST: '127.0.0.1', SKIP_BUILD: '1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', MODE: 'demo' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  site.stdout!.on('data', (chunk: Buffer) => {
    siteOutput += chunk.toString();
    process.stdout.write(chunk);
  });
  const peer = await serveStatic(join(process.cwd(), PEER_ROOT, 'dist'), PEER_PORT);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    await waitFor(`http://127.0.0.1:${SITE_PORT}/v2/openapi.json`);
    const peerSize = await measure(browser, `http://127.0.0.1:${PEER_PORT}/`);
    console.log('\nbytes a browser downloads per page (gzip), production build\n');
    console.log(`${'page'.padEnd(36)}${'JS'.padStart(9)}${'CSS'.padStart(9)}   vs peer JS   islands (JS ≤ ${ISLAND_PAGE_JS_KB} KB)`);
    const routes: { label: string; path: string }[] = [
      ...PUBLIC_ROUTES.map((route) => ({ label: route, path: route })),
      { label: '/amigo', path: '/amigo' },
      { label: '/amigo-springboard (machine)', path: '/amigo-springboard?machine=lucky-sevens' },
      // The operator console (budget: 60 KB gzip of library JS beyond React per console page).
      ...OPS_ROUTES.map((route) => ({ label: route, path: route })),
    ];
    let over = 0;
    for (const { label, path } of routes) {
      const size = await measure(browser, `${SITE}${path}`);
      const ratio = peerSize.js ? `${(size.js / peerSize.js).toFixed(2)}×` : '-';
      const target = size.islands === 0 ? 'none' : size.js <= ISLAND_PAGE_JS_KB * 1024 ? `${size.islands}, within` : `${size.islands}, OVER`;
      if (size.islands > 0 && size.js > ISLAND_PAGE_JS_KB * 1024) over++;
      console.log(`${label.padEnd(36)}${kb(size.js)}${kb(size.css)}   ${ratio.padStart(10)}   ${target}`);
    }
    console.log(`${'peer: one React island'.padEnd(36)}${kb(peerSize.js)}${kb(peerSize.css)}   1.00×`);

    // The team report, signed in as an agent: its chart library is a chunk of its own, loaded once
    // the chart is drawn, so the page is measured with it and without it.
    const token = await benchAgentToken();
    const report = await measure(browser, `http://127.0.0.1:${SITE_PORT}/agent/team-report?token=${token}`, {
      ready: (page) => page.locator('canvas').first().waitFor({ timeout: 30_000 }),
      apart: /teamChartPlot|uPlot/i,
    });
    console.log(over ? `\n${over} page(s) with islands over ${ISLAND_PAGE_JS_KB} KB of JS` : `\nevery page with islands within ${ISLAND_PAGE_JS_KB} KB of JS`);
    console.log(`\n${'/agent/team-report (agent)'.padEnd(36)}${kb(report.js)}${kb(report.css)}   ${(report.js / peerSize.js).toFixed(2)}×`);
    console.log(`${'  of which the chart chunk'.padEnd(36)}${kb(report.apartJs)}`);
    console.log(`${'  without the chart chunk'.padEnd(36)}${kb(report.js - report.apartJs)}`);

    // The console signed in: each screen with its data loaded, its library JS beyond React.
    const operator = await demoOperatorContext(browser);
    const weights = [];
    for (const route of OPS_ROUTES) weights.push({ route, scripts: (await measure(operator, `${SITE}${route}`)).scripts });
    // The figures are the signed-in screens only if the cookie was the browser's all along.
    const session = await operator.request.post(`${SITE}/v2/ops/auth/session`, { headers: { origin: SITE }, data: {} });
    if (session.status() !== 200) throw new Error(`the console pages were measured signed out (ops/auth/session: ${session.status()})`);
    await operator.close();
    const rows = consoleBudget(weights, readChunkSources(process.cwd()));
    console.log('\noperator console, signed in (demo admin): each file shared among React, the site\'s own code and other libraries by the build\'s chunk sources\n');
    console.log(`${'page'.padEnd(36)}${'JS'.padStart(9)}${'React'.padStart(9)}${'site'.padStart(9)}${'libraries'.padStart(11)}   ≤ ${CONSOLE_LIBRARY_JS_BUDGET_KB} KB`);
    for (const row of rows) console.log(`${row.route.padEnd(36)}${kb(row.js)}${kb(row.react)}${kb(row.site)}${kb(row.libraries).padStart(11)}   ${row.verdict}`);
    const consoleOver = rows.filter((row) => row.verdict === 'OVER').length;
    console.log(consoleOver ? `\n${consoleOver} console page(s) over ${CONSOLE_LIBRARY_JS_BUDGET_KB} KB of library JS beyond React` : `\nevery console page within ${CONSOLE_LIBRARY_JS_BUDGET_KB} KB of library JS beyond React`);
  } finally {
    await browser.close();
    peer.close();
    site.kill('SIGTERM');
  }
}

await main();
