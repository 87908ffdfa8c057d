// A TCP port on 127.0.0.1 that nothing listens on right now, for a server a test spawns.
//
// Chosen below the kernel's ephemeral range (ip_local_port_range): a port from that range, free when
// asked, can be taken as the local port of any outgoing connection on the machine before the spawned
// server binds it, seconds later (seen as EADDRINUSE in a loaded run). Below it only another listener
// can take it, which the check here and the random choice make unlikely.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const LOWEST = 10_000;

/** The first port of the kernel's ephemeral range; it does not change while the tests run. */
const EPHEMERAL_START = ((): number => {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || 32_768;
  } catch {
    return 32_768;
  }
})();

function listenable(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

export async function freePort(): Promise<number> {
  const below = EPHEMERAL_START;
  if (below - LOWEST >= 1_000) {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const port = await listenable(LOWEST + Math.floor(Math.random() * (below - LOWEST)));
      if (port !== null) return port;
    }
  }
  const port = await listenable(0);
  if (port === null) throw new Error('no free TCP port on 127.0.0.1');
  return port;
}
