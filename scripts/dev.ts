// `npm run dev`: the API (restarted on change) and Astro's dev server side by side. Astro
// proxies /v2 to the API, so the browser talks to one port. Signals go to both children;
// when either exits, the other is stopped too.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT || '4322';
const sitePort = process.env.PORT || '4321';
const node = process.execPath; // Node 24 from node_modules when started through npm.

const children: ChildProcess[] = [
  spawn(node, ['--watch', 'server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_ONLY: '1', SKIP_BUILD: '1', PORT: apiPort },
  }),
  spawn(node, ['node_modules/astro/bin/astro.mjs', 'dev', '--port', sitePort], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let exitCode: number | null = null;

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0);
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}

// `npm run` puts a shell between npm and this script that does not pass signals on; when our
// parent goes away we are re-parented, and take that as the signal to stop.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) {
    exitCode ??= 0;
    stopAll('SIGTERM');
  }
}, 1000).unref();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    exitCode ??= 0;
    stopAll(signal);
  });
}
