// The benches' load generator, run in its own process (scripts/bench-support.ts spawns it) so that
// what the bench measures is the server's work, not the client's. It sends the prepared requests in
// order and answers one JSON line: calls per second, latency percentiles, and how many answers were
// not 2xx.
//
//   node scripts/load-generator.ts <spec.json>
//   spec: { url, connections, overallRate?, seconds?, requests: [{ path, headers, body }] }
//   (without `seconds` each request is sent once; with it, the requests are sent in turn for that long)
//
// As fast as the server answers: autocannon over N keep-alive connections, one call in flight on
// each. At a fixed rate (`overallRate`): loadtest, which sends a call every 1/rate s whatever is in
// flight (opening connections as needed), so the latency is that of calls arriving evenly. autocannon's
// own rate limit is per connection per second: each connection sends back to back until its share
// of the second is spent, then waits for the next second, so "half the rate" was full speed for half
// of each second and its p99 that of full load.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { loadTest } from 'loadtest';

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
const nextRequest = () => spec.requests[next++ % spec.requests.length]!;

interface Measured {
  calls: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

async function asFastAsAnswered(): Promise<Measured> {
  // A run of a fixed number of requests is timed to its last answer: autocannon's own duration of
  // such a run ends on its next one-second tick (3 000 rounds answered in 4.6 s counted as 5.0 s).
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    ...(spec.seconds ? { duration: spec.seconds } : { amount: spec.requests.length }),
    timeout: 30,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const prepared = nextRequest();
          return { ...request, method: 'POST', path: prepared.path, headers: prepared.headers, body: prepared.body };
        },
        onResponse: () => {
          lastAnswerAt = performance.now();
        },
      },
    ],
  });
  return {
    calls: result.requests.total,
    seconds: spec.seconds ? result.duration : (lastAnswerAt - startedAt) / 1000,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

interface LoadtestRequest {
  write(body: string): void;
}

interface LoadtestResult {
  totalRequests: number;
  totalErrors: number;
  elapsedSeconds: number;
  percentiles: Record<string, number | false>;
  errorCodes: Record<string, number>;
}

async function atRate(rate: number): Promise<Measured> {
  const result = await new Promise<LoadtestResult>((resolve, reject) => {
    loadTest(
      {
        url: spec.url,
        requestsPerSecond: rate,
        ...(spec.seconds ? { maxSeconds: spec.seconds } : { maxRequests: spec.requests.length }),
        agentKeepAlive: true,
        timeout: 30_000,
        quiet: true,
        requestGenerator: (_options: unknown, params: Record<string, unknown>, request: (params: unknown, answer: unknown) => LoadtestRequest, answer: unknown) => {
          const prepared = nextRequest();
          const sent = request({ ...params, method: 'POST', path: prepared.path, headers: { ...prepared.headers, 'content-length': Buffer.byteLength(prepared.body) } }, answer);
          sent.write(prepared.body);
          return sent;
        },
      },
      (error: unknown, answer: LoadtestResult) => (error ? reject(error instanceof Error ? error : new Error(JSON.stringify(error))) : resolve(answer)),
    );
  });
  const timeouts = result.errorCodes['-1'] ?? 0;
  return {
    calls: result.totalRequests,
    seconds: result.elapsedSeconds,
    p50: Number(result.percentiles['50'] || 0),
    p99: Number(result.percentiles['99'] || 0),
    non2xx: result.totalErrors - timeouts,
    errors: 0,
    timeouts,
  };
}

const measured = spec.overallRate ? await atRate(spec.overallRate) : await asFastAsAnswered();
process.stdout.write(
  `${JSON.stringify({
    ...measured,
    perSecond: measured.calls / measured.seconds,
    cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  })}\n`,
);
