// Statements sent to PostgreSQL while `send` runs, counted at node-postgres' `Client.query` (each is a
// round trip; BEGIN and COMMIT count too). PGlite is not reached this way: it counts 0 there.
import pg from 'pg';

export async function countStatements<T>(send: () => Promise<T>): Promise<{ statements: number; result: T }> {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  let statements = 0;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    const result = await send();
    return { statements, result };
  } finally {
    prototype.query = original;
  }
}
