// The benches' load generator, run in its own process (scripts/bench-support.ts spawns it) so that
// what the bench measures is the server's work, not the client's. autocannon sends the prepared
// requests in order over N keep-alive connections and answers one JSON line: calls per second,
// latency percentiles, and how many answers were not 2xx.
//
//   node scripts/load-generator.ts <spec.json>
//   spec: { url, connections, overallRate?, seconds?, requests: [{ path, headers, body }] }
//   (without `seconds` each request is sent once; with it, the requests are sent in turn for that long)
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface PreparedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

interface Spec {
  url: string;
  connections: number;
  overallRate?: number;
  seconds?: number;
  requests: PreparedRequest[];
}

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Spec;
let next = 0;
// A run of a fixed number of requests is timed to its last answer: autocannon's own duration of
// such a run ends on its next one-second tick (3 000 rounds answered in 4.6 s counted as 5.0 s).
const startedAt = performance.now();
let lastAnswerAt = startedAt;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  ...(spec.seconds ? { duration: spec.seconds } : { amount: spec.requests.length }),
  ...(spec.overallRate ? { overallRate: spec.overallRate } : {}),
  timeout: 30,
  requests: [
    {
      method: 'POST',
      setupRequest: (request) => {
        const prepared = spec.requests[next++ % spec.requests.length]!;
        return { ...request, method: 'POST', path: prepared.path, headers: prepared.headers, body: prepared.body };
      },
      onResponse: () => {
        lastAnswerAt = performance.now();
      },
    },
  ],
});
const seconds = spec.seconds ? result.duration : (lastAnswerAt - startedAt) / 1000;
process.stdout.write(
  `${JSON.stringify({
    calls: result.requests.total,
    seconds,
    perSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  })}\n`,
);
