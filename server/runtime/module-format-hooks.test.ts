import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleInPackage } from './module-format-hooks.ts';

const nodeModules = new URL('../../node_modules/', import.meta.url);
const inPackage = (file: string) => new URL(file, nodeModules).href;

describe('moduleInPackage', () => {
  it('answers a relative .js import inside a package of "type": "module" with the file it names', () => {
    const url = moduleInPackage('../../entity.js', inPackage('drizzle-orm/pg-core/columns/integer.js'));
    expect(url).toBe(inPackage('drizzle-orm/entity.js'));
    expect(existsSync(fileURLToPath(url!))).toBe(true);
    expect(moduleInPackage('./schemas.js', inPackage('zod/v4/classic/external.js'))).toBe(inPackage('zod/v4/classic/schemas.js'));
  });

  it('leaves to Node a package without "type": "module", a bare or absolute specifier, our own files and a missing file', () => {
    expect(moduleInPackage('./lib/errors.js', inPackage('fastify/fastify.js'))).toBeUndefined();
    expect(moduleInPackage('drizzle-orm/pg-core', inPackage('drizzle-orm/index.js'))).toBeUndefined();
    expect(moduleInPackage('/etc/x.js', inPackage('drizzle-orm/index.js'))).toBeUndefined();
    expect(moduleInPackage('./entity.cjs', inPackage('drizzle-orm/index.cjs'))).toBeUndefined();
    expect(moduleInPackage('./app.js', new URL('../app.ts', import.meta.url).href)).toBeUndefined();
    expect(moduleInPackage('./entity.js', undefined)).toBeUndefined();
    expect(moduleInPackage('./no-such-file.js', inPackage('drizzle-orm/index.js'))).toBeUndefined();
  });
});
