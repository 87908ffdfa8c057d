// Build check: the browser's bundles hold only code meant for the browser. The client build fails
// when a module of the server (server/**), a Node built-in or a server-only package (database,
// password hashing, image encoding, mail …) reaches any chunk the site sends to a browser, naming
// the module and the one that imported it. Code both sides run lives in shared/. The index of every
// contract fails it too: callers import the contracts of their own calls. So does zod's classic API
// (≈ 28 KB gzip that cannot tree-shake): the browser's schemas are zod/mini (src/contracts/zod.ts).
// (Which pages may load operator calls is checked per page once the site is built: scripts/page-scripts.ts.)
import { builtinModules } from 'node:module';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Packages only the server may load. */
export const SERVER_ONLY_PACKAGES = [
  'pg',
  'pg-pool',
  '@electric-sql/pglite',
  'drizzle-orm',
  'drizzle-kit',
  'argon2',
  '@node-rs/argon2',
  'sharp',
  'fastify',
  'fastify-type-provider-zod',
  '@fastify/*',
  'nodemailer',
  'pino',
  'ioredis',
  'redis',
] as const;

/** Contract modules no page needs: callers import the contract file of the calls they make. */
const CONTRACT_MODULES_REFUSED: Record<string, string> = {
  'src/contracts/index.ts': 'the index of every contract (import the call\'s own contract file)',
};

/** zod's classic API (and v3); zod/mini, which the contracts use, is zod/v4/mini and zod/v4/core. */
const ZOD_CLASSIC = /[\\/]node_modules[\\/]zod[\\/](?:v4[\\/]classic|v3)[\\/]/;

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/**
 * Why module `id` (as Vite names it: an absolute path, maybe with a query, or a virtual id) must not
 * be sent to a browser, or `null` when it may.
 */
export function serverOnlyReason(id: string, root: string): string | null {
  const path = id.replace(/^\0/, '').split('?')[0]!;
  const external = /^__vite-browser-external:(.+)$/.exec(path);
  if (external) return `Node built-in ${external[1]}`;
  if (BUILTINS.has(path)) return `Node built-in ${path}`;
  if (ZOD_CLASSIC.test(path)) return 'zod classic (write schemas with zod/mini: src/contracts/zod.ts)';
  const packageMatch = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path);
  if (packageMatch) {
    const name = packageMatch[1]!.split(sep).join('/');
    const serverOnly = SERVER_ONLY_PACKAGES.some((entry) =>
      entry.endsWith('/*') ? name.startsWith(entry.slice(0, -1)) : name === entry,
    );
    return serverOnly ? `server-only package ${name}` : null;
  }
  const inRepo = relative(root, path).split(sep).join('/');
  if (inRepo.startsWith('server/')) return `server module ${inRepo}`;
  if (CONTRACT_MODULES_REFUSED[inRepo]) return `${CONTRACT_MODULES_REFUSED[inRepo]} ${inRepo}`;
  return null;
}

/** The Vite plugin: checks every chunk of the client build once it is generated. */
export function clientBundleGuard(root: string): Plugin {
  return {
    name: 'game-hall:client-bundle-guard',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const refused: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const reason = serverOnlyReason(id, root);
          if (!reason) continue;
          const importer = this.getModuleInfo(id)?.importers[0];
          const via = importer ? `, imported by ${relative(root, importer)}` : '';
          refused.push(`${chunk.fileName}: ${reason}${via}`);
        }
      }
      if (refused.length) {
        this.error(`Server-only code in the browser's bundles (move shared code to shared/, import contracts per call):\n  ${refused.join('\n  ')}`);
      }
    },
  };
}
