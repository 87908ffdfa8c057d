// Every call in the contracts, sent bodies its schema refuses — wrong types, missing and unknown
// fields, prototype keys, huge strings, extreme and malformed numbers, deep nesting, NULs, invalid
// UTF-8 — with a live session, an operator token and an Idempotency-Key, so nothing but the body is
// wrong. Each answer must be a 4xx in the envelope, and no table may change but the operators' audit
// log, which must gain one `denied` row per refused operator call and nothing else. fast-check draws the
// bodies from a fixed seed: a failure prints the body and reproduces on the next run.
import { randomUUID } from 'node:crypto';
import { sql } from '../../server/db/orm.ts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../src/contracts/zod.ts';
import { calls, errorEnvelope } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { newPlayer, OPERATOR_TOKEN, startWalletApp } from './support/wallet.ts';
import type { TestApp } from './support/test-app.ts';

const SEED = 20_261_125;
const RUNS_PER_CALL = 40;

/** JSON text of values a client may send in place of any field. */
const rawValues = [
  // extreme and malformed numbers, as JSON numbers and as the strings amount fields take
  '-0', '1e308', '-1e308', '1e400', '-1e400', '1e-400', '999999999999999999', '99999999999999999999999999999',
  '0.30000000000000004', '-1', '2147483648', '9007199254740993',
  '"NaN"', '"Infinity"', '"-0"', '"1e308"', '"999999999999999999"', '"0x1F"', '" 1"', '"1,000"', '"١٢٣"',
  // empty, blank, control characters, lone surrogates
  '""', '"   "', '"\\u0000"', '"a\\u0000b"', '"\\ud800"', '"\\udfff\\ud800"', '"\\u202e\\u0007"',
  // wrong shapes
  'null', 'true', 'false', '[]', '{}', '[1,"2",null]', '{"$gt":""}', '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `"${'x'.repeat(30_000)}"`,
  `${'['.repeat(1_000)}${']'.repeat(1_000)}`,
  `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
];

const valueText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...rawValues) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((text) => JSON.stringify(text)) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map(String)).map((n) => (typeof n === 'string' ? n : JSON.stringify(n))) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
);

const strangeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', 'unknownField', 'id', 'userId', 'balance'];

/** Raw JSON text of a body: its shape's keys (some left out) with any values, plus unknown keys. */
function bodyText(keys: string[]): fc.Arbitrary<string> {
  const field = (key: string) => valueText.map((value) => `${JSON.stringify(key)}:${value}`);
  const objectBody = fc
    .tuple(fc.subarray(keys), fc.array(fc.oneof(fc.constantFrom(...strangeKeys), fc.string({ maxLength: 12 })), { maxLength: 2 }))
    .chain(([present, extra]) => fc.tuple(...[...present, ...extra].map(field)))
    .map((fields) => `{${fields.join(',')}}`);
  return fc.oneof({ weight: 1, arbitrary: valueText }, { weight: 5, arbitrary: objectBody });
}

/** Keys of a contract's request object (the first object inside pipes and effects). */
function requestKeys(schema: z.ZodMiniType): string[] {
  if (schema instanceof z.ZodMiniObject) return Object.keys(schema.shape);
  const inner = (schema as unknown as { def?: { in?: z.ZodMiniType; innerType?: z.ZodMiniType } }).def;
  if (inner?.in) return requestKeys(inner.in);
  if (inner?.innerType) return requestKeys(inner.innerType);
  return [];
}

/**
 * True when the contract refuses this text (what makes it a schema-violating body). As on the
 * server, a JSON `null` reads as no body, which body-less calls accept (`{}`).
 */
function violates(schema: z.ZodMiniType, text: string): boolean {
  return !schema.safeParse(JSON.parse(text) ?? {}).success;
}

/** The audit log records every refused operator call: left out of the digest, counted apart. */
const AUDIT_TABLES = new Set(['operator_audit', 'operator_audit_head']);

/** Row count and an md5 of all rows of every table: equal digests, nothing written. */
async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const rowsOf = async (query: ReturnType<typeof sql.raw>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = await rowsOf(
    sql.raw(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`),
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables as { table_name: string }[]) {
    if (AUDIT_TABLES.has(table)) continue;
    const [row] = await rowsOf(
      sql.raw(`SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS d FROM "${table}" t`),
    );
    digest[table] = String(row.d);
  }
  return digest;
}

describe('contract fuzz: schema-violating bodies on every call (pglite)', () => {
  let t0: TestApp;
  let headers: Record<string, string>;
  let before: Record<string, string>;
  let operatorRefusals = 0;

  beforeAll(async () => {
    t0 = await startWalletApp('pglite', { seed: true } as never);
    const player = await newPlayer(t0.app);
    headers = {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      token: player.token,
      authorization: `Bearer ${OPERATOR_TOKEN}`,
    };
    before = await databaseDigest(t0.database.db);
  });
  afterAll(async () => {
    await t0?.close();
  });

  async function send(path: string, payload: string | Buffer) {
    const res = await t0.app.inject({ method: 'POST', url: path, headers: { ...headers, 'idempotency-key': randomUUID() }, payload });
    const problem = (why: string) => `${why}: ${res.statusCode} ${res.body.slice(0, 300)} for ${String(payload).slice(0, 300)}`;
    expect(res.statusCode, problem('not a 4xx')).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, problem('not a 4xx')).toBeLessThan(500);
    const body = errorEnvelope.parse(res.json());
    expect(body.code, problem('code is not the status')).toBe(res.statusCode);
    expect(body.msg.trim(), problem('empty msg')).not.toBe('');
    expect(body.error, problem('no error key')).toMatch(/^[A-Z_]+$/);
    expect(res.body).not.toMatch(/"stack"|at .*\.ts:\d+/);
    if (path.startsWith('/v2/ops/')) operatorRefusals++;
  }

  for (const [name, contract] of Object.entries(calls)) {
    it(`${name}: every refused body answers 4xx in the envelope`, async () => {
      const keys = requestKeys(contract.request);
      // The same categories on every call, then what fast-check draws.
      const fixed = [
        '[]', '"body"', '42', 'null', '{"unknownField":1}', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}',
        `{${keys.map((key) => `${JSON.stringify(key)}:{}`).join(',')}}`,
        `{${keys.map((key) => `${JSON.stringify(key)}:"${'9'.repeat(20_000)}"`).join(',')}}`,
        `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
      ].filter((text) => violates(contract.request, text));
      for (const text of fixed) await send(contract.path, text);
      // Invalid UTF-8 in a string, next to an unknown field so the body is refused whatever the bytes decode to.
      const key = JSON.stringify(keys[0] ?? 'field');
      await send(contract.path, Buffer.concat([Buffer.from(`{${key}:"`), Buffer.from([0xff, 0xfe, 0xc3, 0x28]), Buffer.from('","unknownField":1}')]));

      await fc.assert(
        fc.asyncProperty(bodyText(keys).filter((text) => violates(contract.request, text)), async (text) => {
          await send(contract.path, text);
        }),
        { seed: SEED, numRuns: RUNS_PER_CALL },
      );
    });
  }

  it('changed nothing in any table', async () => {
    // The digest covers real rows (the seed, the player and their session), not empty tables only.
    expect(before.users).toMatch(/^[1-9]\d*:[0-9a-f]{32}$/);
    expect(before.sessions).toMatch(/^[1-9]\d*:[0-9a-f]{32}$/);
    expect(await databaseDigest(t0.database.db)).toEqual(before);
  });

  it('recorded each refused operator call as one denied row, and nothing else', async () => {
    const rows = ((await t0.database.db.execute(sql`SELECT result, count(*)::int AS n FROM operator_audit GROUP BY result`)) as unknown as {
      rows: { result: string; n: number }[];
    }).rows;
    expect(operatorRefusals).toBeGreaterThan(0);
    expect(rows).toEqual([{ result: 'denied', n: operatorRefusals }]);
  });
});
