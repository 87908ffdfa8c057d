// The Redis the rate-limit suites share counters through (REDIS_URL, else 127.0.0.1:6379). Under
// CI=true it must answer: one that does not fails the suite with the way to start it, instead of
// quietly skipping the shared-limit tests (as postgres-required.ts does for PostgreSQL).
import { createConnection } from 'node:net';

export const TEST_REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** What to run when Redis does not answer (what .ci/run does when it is missing). */
export const START_REDIS =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no (or .ci/run, which installs and starts it)';

/** Whether a PING at `url` gets PONG within a second. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function assertRedisWhenRequired(answers: boolean, url: string, env: NodeJS.ProcessEnv = process.env): void {
  if (answers || env.CI !== 'true') return;
  const { host } = new URL(url);
  throw new Error(`Redis does not answer at ${host}, and under CI=true the shared rate-limit suites must run, not skip. Start it: ${START_REDIS}; or point REDIS_URL at one.`);
}

/** Whether Redis answers at TEST_REDIS_URL; throws under CI=true when it does not. */
export async function requireRedisUnderCi(): Promise<boolean> {
  const up = await redisAnswers(TEST_REDIS_URL);
  assertRedisWhenRequired(up, TEST_REDIS_URL);
  return up;
}
