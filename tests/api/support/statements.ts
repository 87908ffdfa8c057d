// Statements sent to PostgreSQL while `send` runs (their number and text), counted at node-postgres'
// `Client.query` (each is a round trip; BEGIN and COMMIT count too). PGlite is not reached this way:
// it counts 0 there.
import pg from 'pg';

export async function countStatements<T>(send: () => Promise<T>): Promise<{ statements: number; texts: string[]; result: T }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  const texts: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const query = args[0] as string | { text?: string };
    texts.push(typeof query === 'string' ? query : (query.text ?? ''));
    return original.apply(this, args);
  };
  try {
    const result = await send();
    return { statements: texts.length, texts, result };
  } finally {
    prototype.query = original;
  }
}
