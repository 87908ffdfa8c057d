// `npm run bench:pages`: bytes of JavaScript and CSS (gzip) a browser downloads for each public
// page of the production build, next to a peer page with exactly one React island built in the
// same run, so the cost of hydration is visible.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';
import { PUBLIC_ROUTES } from '../tests/e2e/public-routes.ts';

const SITE_PORT = 4571;
const PEER_PORT = 4572;
const PEER_ROOT = 'bench/one-island';

function sh(command: string): void {
  const { status } = spawnSync(command, { stdio: 'inherit', shell: true });
  if (status !== 0) throw new Error(`failed: ${command}`);
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
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
  browser: Browser,
  url: string,
  { ready, apart }: { ready?: (page: Page) => Promise<unknown>; apart?: RegExp } = {},
): Promise<{ js: number; css: number; requests: number; apartJs: number }> {
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
  await page.close();
  const sum = (kind: 'js' | 'css') => sizes.filter((s) => s.kind === kind).reduce((a, s) => a + s.bytes, 0);
  const apartJs = apart ? sizes.filter((s) => s.kind === 'js' && apart.test(s.url)).reduce((a, s) => a + s.bytes, 0) : 0;
  return { js: sum('js'), css: sum('css'), requests: sizes.length, apartJs };
}

const BENCH_OPERATOR_TOKEN = `ops_bench-${randomBytes(16).toString('hex')}`;

async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${SITE_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code: number; data: T };
  if (answer.code !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A new agent of the bench's own database: registered (code from the dev outbox), applied, approved. */
async function benchAgentToken(): Promise<string> {
  const account = `bench${randomBytes(4).toString('hex')}`;
  const email = `${account}@example.com`;
  const password = `Bench-${randomBytes(6).toString('hex')}9`;
  await post('/v2/app/register/send/email/code', { email });
  // The mail leaves after the answer: wait for it.
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    const outbox = (await (await fetch(`http://127.0.0.1:${SITE_PORT}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { text?: string }[];
    code = /(?<!\d)(\d{6})(?!\d)/.exec(outbox.map((mail) => mail.text ?? '').join('\n'))?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  if (!code) throw new Error('no code in the dev outbox');
  await post('/v2/app/register/verify/code', { email, code, acceptTerms: true });
  const { token } = await post<{ token: string }>('/v2/app/register/user', { account, email, password });
  await post('/v2/app/agent/apply', undefined, { TOKEN: token });
  const operator = { authorization: `Bearer ${BENCH_OPERATOR_TOKEN}` };
  const { list } = await post<{ list: { id: number; account: string }[] }>('/v2/ops/agent/application/list', { pageNum: 1, pageSize: 100 }, operator);
  const application = list.find((row) => row.account === account);
  if (!application) throw new Error('the bench agent applied but no application is listed');
  await post('/v2/ops/agent/application/approve', { id: application.id }, operator);
  return token;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (apt-get install -y chromium-headless-shell)');
  if (!existsSync('dist/.build-stamp') && !existsSync('dist/index.html')) sh('npm run --silent build');
  sh(`npx astro build --root ${PEER_ROOT} --silent`);

  const dataDir = mkdtempSync(join(tmpdir(), 'game-hall-bench-'));
  const site: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(SITE_PORT), HOST: '127.0.0.1', SKIP_BUILD: '1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', MODE: 'demo', OPERATOR_TOKEN: BENCH_OPERATOR_TOKEN },
    stdio: 'inherit',
  });
  const peer = await serveStatic(join(process.cwd(), PEER_ROOT, 'dist'), PEER_PORT);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    await waitFor(`http://127.0.0.1:${SITE_PORT}/v2/openapi.json`);
    const peerSize = await measure(browser, `http://127.0.0.1:${PEER_PORT}/`);
    console.log('\nbytes a browser downloads per page (gzip), production build\n');
    console.log(`${'page'.padEnd(28)}${'JS'.padStart(9)}${'CSS'.padStart(9)}   vs peer JS`);
    for (const route of PUBLIC_ROUTES) {
      const size = await measure(browser, `http://127.0.0.1:${SITE_PORT}${route}`);
      const ratio = peerSize.js ? `${(size.js / peerSize.js).toFixed(2)}×` : '-';
      console.log(`${route.padEnd(28)}${kb(size.js)}${kb(size.css)}   ${ratio}`);
    }
    console.log(`${'peer: one React island'.padEnd(28)}${kb(peerSize.js)}${kb(peerSize.css)}   1.00×`);

    // The team report, signed in as an agent: its chart library is a chunk of its own, loaded once
    // the chart is drawn, so the page is measured with it and without it.
    const token = await benchAgentToken();
    const report = await measure(browser, `http://127.0.0.1:${SITE_PORT}/agent/team-report?token=${token}`, {
      ready: (page) => page.locator('canvas').first().waitFor({ timeout: 30_000 }),
      apart: /teamChartPlot|uPlot/i,
    });
    console.log(`\n${'/agent/team-report (agent)'.padEnd(28)}${kb(report.js)}${kb(report.css)}   ${(report.js / peerSize.js).toFixed(2)}×`);
    console.log(`${'  of which the chart chunk'.padEnd(28)}${kb(report.apartJs)}`);
    console.log(`${'  without the chart chunk'.padEnd(28)}${kb(report.js - report.apartJs)}`);
  } finally {
    await browser.close();
    peer.close();
    site.kill('SIGTERM');
  }
}

await main();
