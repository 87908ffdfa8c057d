// Captures what an app logs: pass `stream` as buildApp's logStream, read `lines` (one JSON line each).
import { Writable } from 'node:stream';

export function logSink(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, lines };
}
