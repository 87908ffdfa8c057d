// `npm run bench:pages`: bytes of JavaScript and CSS (gzip) a browser downloads for each public
// page of the production build, next to a peer page with exactly one React island built in the
// same run, so the cost of hydration is visible.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright';
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

/** Sums the gzip size of every script and stylesheet the page downloads until the network is idle. */
async function measure(browser: Browser, url: string): Promise<{ js: number; css: number; requests: number }> {
  const page = await browser.newPage();
  const bodies: Promise<{ kind: 'js' | 'css'; bytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    const kind = type === 'script' || contentType.includes('javascript') ? 'js' : type === 'stylesheet' || contentType.includes('text/css') ? 'css' : null;
    if (kind && response.ok()) bodies.push(response.body().then((body) => ({ kind, bytes: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  await page.close();
  const sum = (kind: 'js' | 'css') => sizes.filter((s) => s.kind === kind).reduce((a, s) => a + s.bytes, 0);
  return { js: sum('js'), css: sum('css'), requests: sizes.length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (apt-get install -y chromium-headless-shell)');
  if (!existsSync('dist/.build-stamp') && !existsSync('dist/index.html')) sh('npm run --silent build');
  sh(`npx astro build --root ${PEER_ROOT} --silent`);

  const dataDir = mkdtempSync(join(tmpdir(), 'game-hall-bench-'));
  const site: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: String(SITE_PORT), HOST: '127.0.0.1', SKIP_BUILD: '1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
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
  } finally {
    await browser.close();
    peer.close();
    site.kill('SIGTERM');
  }
}

await main();
