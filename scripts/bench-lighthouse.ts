// `npm run bench:lighthouse`: Lighthouse (its default mobile preset: a mid-range phone on a slow
// 4G connection, simulated throttling) on the home page, a static page, the hall and a machine
// screen of the production build, driving the installed Chromium; prints performance and
// accessibility against their targets. A bench, not a test: figures vary with the machine's load.
// BENCH_PAGES=home,hall runs only the pages named (home, static, hall, machine); BENCH_LH_JSON=<dir>
// keeps each page's Lighthouse report there, for the audits behind a score.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';
import { waitFor } from './wait-for-url.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4573);
const SITE = `http://127.0.0.1:${PORT}`;

interface Target {
  /** The name BENCH_PAGES selects it by. */
  key: string;
  label: string;
  path: string;
  /** Performance at least this (static pages 95, pages with islands 90); accessibility 100 on all. */
  performance: number;
}

async function main(): Promise<void> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error('Chromium not found (apt-get install -y chromium-headless-shell)');
  if (!existsSync('dist/index.html')) {
    const { status } = spawnSync('npm run --silent build', { stdio: 'inherit', shell: true });
    if (status !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'game-hall-lighthouse-'));
  const site: ChildProcess = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      MODE: 'demo',
      RATE_LIMIT_MAX: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS });
  try {
    await waitFor(`${SITE}/v2/openapi.json`);
    const allTargets: Target[] = [
      { key: 'home', label: 'home /', path: '/', performance: 90 },
      { key: 'static', label: 'static /about/about-us', path: '/about/about-us', performance: 95 },
      { key: 'hall', label: 'hall /amigo', path: '/amigo', performance: 90 },
      { key: 'machine', label: 'machine /amigo-springboard', path: '/amigo-springboard?machine=lucky-sevens', performance: 90 },
    ];
    const chosen = process.env.BENCH_PAGES?.split(',').map((k) => k.trim()).filter(Boolean);
    const targets = chosen?.length ? allTargets.filter((t) => chosen.includes(t.key)) : allTargets;
    if (targets.length === 0) throw new Error(`BENCH_PAGES names none of ${allTargets.map((t) => t.key).join(', ')}`);
    const jsonDir = process.env.BENCH_LH_JSON;
    if (jsonDir) mkdirSync(jsonDir, { recursive: true });
    // A server that has served its first visitors: each page once, unmeasured, so the measured
    // visit finds the site's files already compressed (the server compresses each on first request).
    if (process.env.BENCH_WARMUP !== '0') {
      for (const target of targets) {
        await lighthouse(`${SITE}${target.path}`, { port: Number(chrome.port), output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      }
    }
    const rows: string[][] = [];
    let missed = 0;
    for (const target of targets) {
      const result = await lighthouse(`${SITE}${target.path}`, {
        port: Number(chrome.port),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!result) throw new Error(`no Lighthouse result for ${target.path}`);
      const { categories, audits } = result.lhr;
      if (jsonDir) writeFileSync(join(jsonDir, `${target.key}.json`), JSON.stringify(result.lhr));
      const performance = Math.round((categories.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories.accessibility?.score ?? 0) * 100);
      const ok = performance >= target.performance && accessibility === 100;
      if (!ok) missed++;
      const metric = (id: string) => audits[id]?.displayValue?.replace(/\s/g, ' ') ?? '-';
      rows.push([
        target.label,
        `${performance} (≥ ${target.performance})`,
        `${accessibility} (100)`,
        metric('first-contentful-paint'),
        metric('largest-contentful-paint'),
        metric('total-blocking-time'),
        metric('cumulative-layout-shift'),
        ok ? 'met' : 'MISSED',
      ]);
      // What keeps accessibility below 100, named so it can be fixed.
      for (const ref of categories.accessibility?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`  ${target.label}: ${ref.id} — ${audit.title}`);
      }
    }
    const header = ['page (mobile preset)', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'target'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\nLighthouse ${result0Version()}, ${chromePath}\n`);
    console.log(line(header));
    console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const row of rows) console.log(line(row));
    console.log(missed ? `\n${missed} page(s) below target` : '\nevery page on target');
  } finally {
    chrome.kill();
    site.kill('SIGTERM');
  }
}

function result0Version(): string {
  try {
    return (spawnSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], { encoding: 'utf8' }).stdout ?? '').trim();
  } catch {
    return '';
  }
}

await main();
