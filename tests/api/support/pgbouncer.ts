// A PgBouncer of the test's own, in transaction mode, in front of the test PostgreSQL: what
// compose.yaml runs in production. The Debian package's binary (`apt-get install -y pgbouncer`,
// which .ci/run does). PgBouncer refuses to run as root, so as root it switches to `nobody`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'];

/** The pgbouncer binary, or null when it is not installed. */
export function pgbouncerBinary(): string | null {
  return CANDIDATES.find((file) => existsSync(file)) ?? null;
}

/** "1.18.0" from `pgbouncer --version`. */
export function pgbouncerVersion(binary: string): string {
  const out = spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return /PgBouncer (\S+)/.exec(out)?.[1] ?? 'unknown';
}

export interface PgBouncer {
  port: number;
  /** `postgresUrl` (a database on the test server) with PgBouncer's host and port instead. */
  urlOf(postgresUrl: string): string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts PgBouncer in transaction mode, every database of `postgresUrl`'s server behind it; resolves once it answers. */
export async function startPgbouncer(binary: string, postgresUrl: string): Promise<PgBouncer> {
  const server = new URL(postgresUrl);
  const user = decodeURIComponent(server.username || 'root');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-pgbouncer-'));
  // Readable by `nobody` when PgBouncer drops root.
  chmodSync(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'userlist.txt');
  writeFileSync(users, `"${user}" "${decodeURIComponent(server.password)}"\n`, { mode: 0o644 });
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // The test server trusts local connections; in production auth goes through auth_file or auth_query.
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      'max_client_conn = 500',
      // Above the two processes' 2 × (10 + 3) connections: the kill test freezes one process
      // (SIGSTOP), possibly inside transactions, and the other must still reach the database.
      'default_pool_size = 40',
      // No ignore_startup_parameters: the servers run with DB_STATEMENT_TIMEOUT_MS=0 and
      // DB_IDLE_IN_TRANSACTION_TIMEOUT_MS=0, as in compose.yaml, and send no parameter PgBouncer refuses.
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(binary, [...(asRoot ? ['-u', 'nobody'] : []), ini], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!output.includes('process up')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    urlOf(postgresUrl) {
      const url = new URL(postgresUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
