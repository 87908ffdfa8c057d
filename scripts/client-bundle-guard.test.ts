import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { clientBundleGuard, serverOnlyReason } from './client-bundle-guard.ts';
import { operatorCallIn } from './page-scripts.ts';

const root = resolve(import.meta.dirname, '..');

describe('which modules never reach a browser', () => {
  it('refuses server modules, Node built-ins and server-only packages', () => {
    expect(serverOnlyReason(join(root, 'server/ledger/ledger.ts'), root)).toBe('server module server/ledger/ledger.ts');
    expect(serverOnlyReason('\0' + join(root, 'server/db/schema.ts?commonjs-proxy'), root)).toBe('server module server/db/schema.ts');
    expect(serverOnlyReason('__vite-browser-external:node:crypto', root)).toBe('Node built-in node:crypto');
    expect(serverOnlyReason('node:fs', root)).toBe('Node built-in node:fs');
    expect(serverOnlyReason(join(root, 'node_modules/pg/lib/index.js'), root)).toBe('server-only package pg');
    expect(serverOnlyReason(join(root, 'node_modules/drizzle-orm/pg-core/index.js'), root)).toBe('server-only package drizzle-orm');
    expect(serverOnlyReason(join(root, 'node_modules/@fastify/static/index.js'), root)).toBe('server-only package @fastify/static');
    expect(serverOnlyReason(join(root, 'node_modules/@electric-sql/pglite/dist/index.js'), root)).toBe('server-only package @electric-sql/pglite');
  });

  it('refuses the index of every contract', () => {
    expect(serverOnlyReason(join(root, 'src/contracts/index.ts'), root)).toMatch(/^the index of every contract/);
    expect(serverOnlyReason(join(root, 'src/contracts/content.ts'), root)).toBeNull();
  });

  it('refuses zod classic, and lets zod/mini through', () => {
    expect(serverOnlyReason(join(root, 'node_modules/zod/v4/classic/schemas.js'), root)).toMatch(/^zod classic/);
    expect(serverOnlyReason(join(root, 'node_modules/zod/v3/types.js'), root)).toMatch(/^zod classic/);
    expect(serverOnlyReason(join(root, 'node_modules/zod/v4/mini/schemas.js'), root)).toBeNull();
    expect(serverOnlyReason(join(root, 'node_modules/zod/v4/core/schemas.js'), root)).toBeNull();
  });

  it('lets shared code, the site and browser packages through', () => {
    expect(serverOnlyReason(join(root, 'shared/games/core/round.ts'), root)).toBeNull();
    expect(serverOnlyReason(join(root, 'shared/money/amount.fns.ts'), root)).toBeNull();
    expect(serverOnlyReason(join(root, 'src/islands/games/hall/Hall.tsx'), root)).toBeNull();
    expect(serverOnlyReason(join(root, 'node_modules/react/index.js'), root)).toBeNull();
    expect(serverOnlyReason(join(root, 'node_modules/@noble/hashes/sha2.js'), root)).toBeNull();
    expect(serverOnlyReason('\0vite/preload-helper.js', root)).toBeNull();
  });

  it('fails a client build that pulls in a server module, naming it and its importer', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bundle-guard-'));
    try {
      await writeFile(join(dir, 'index.html'), '<script type="module" src="./entry.ts"></script>');
      await writeFile(join(dir, 'helper.ts'), `export { errorKeys } from ${JSON.stringify(join(root, 'server/errors.ts'))};\n`);
      await writeFile(join(dir, 'entry.ts'), `import { errorKeys } from './helper.ts';\nconsole.log(errorKeys.length);\n`);
      const run = (entry: string) =>
        build({
          root: dir,
          configFile: false,
          logLevel: 'silent',
          plugins: [clientBundleGuard(root)],
          build: { write: false, rollupOptions: { input: join(dir, entry) } },
        });
      await expect(run('entry.ts')).rejects.toThrow(/server module server\/errors\.ts, imported by .*helper\.ts/);
      await writeFile(join(dir, 'clean.ts'), `import { toUnits } from ${JSON.stringify(join(root, 'shared/money/amount.fns.ts'))};\nconsole.log(toUnits('1'));\n`);
      await expect(run('clean.ts')).resolves.toBeDefined();
      await writeFile(join(dir, 'classic.ts'), `import { z } from ${JSON.stringify(join(root, 'node_modules/zod/index.js'))};\nconsole.log(z.string().min(1).parse('x'));\n`);
      await expect(run('classic.ts')).rejects.toThrow(/zod classic/);

      // The contracts' zod is zod/mini: the player's page below builds, so no classic module is in it.
      // A contract file holds player and operator calls: a page importing a player call gets
      // only that one (defineCall is free of side effects), never its neighbours for operators.
      const agentContracts = JSON.stringify(join(root, 'src/contracts/agent.ts'));
      const code = async (entry: string) => {
        const output = (await run(entry)) as { output: { type: string; code?: string }[] };
        return output.output.map((file) => file.code ?? '').join('\n');
      };
      await writeFile(join(dir, 'player.ts'), `import { isAgent } from ${agentContracts};\nconsole.log(isAgent.path);\n`);
      expect(operatorCallIn(await code('player.ts'))).toBeNull();
      await writeFile(join(dir, 'operator.ts'), `import { opsRebateRates } from ${JSON.stringify(join(root, 'src/contracts/ops-agent.ts'))};\nconsole.log(opsRebateRates.path);\n`);
      expect(operatorCallIn(await code('operator.ts'))).toBe('/v2/ops/agent/rebate/rates');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
