// A real `node server/main.ts` for the tests of how processes start, drain and stop: its output,
// its exit, and a way to wait until it answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (null: killed by a signal). */
  exited: Promise<number | null>;
  /** Resolves once `text` is printed; rejects if the process exits first. */
  printed(text: string, timeoutMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills what a test left running (afterAll). */
export function killServers(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  running.clear();
}

/**
 * Starts main.ts with `env` over the test's environment. MODE is spelled out (Vitest sets MODE=test,
 * which the server refuses), the site is not built, and DATABASE_URL is empty unless given.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, MODE: 'demo', SKIP_BUILD: '1', API_ONLY: '1', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    // A first PGlite boot (the cluster created, migrated and seeded) took over a minute in whole runs on a slow machine.
    printed: (text, timeoutMs = 300_000) =>
      new Promise<void>((resolve, reject) => {
        const started = Date.now();
        const timer = setInterval(() => {
          if (output.includes(text)) {
            clearInterval(timer);
            resolve();
          } else if (child.exitCode !== null || child.signalCode !== null || Date.now() - started > timeoutMs) {
            clearInterval(timer);
            reject(new Error(`server did not print "${text}" (exit ${child.exitCode}):\n${output}`));
          }
        }, 50);
      }),
  };
}

/** GET url → status (0: no answer: refused or reset). */
export async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}
