// Node's ESM loader asks for the package scope of every `.js` file it resolves, to learn whether the
// file is a module, and builds that answer by copying the package.json's fields, which parses its
// whole `exports` map again each time (Node 24, `getPackageScopeConfig`). drizzle-orm's map is
// 137 KB and a server start resolves 406 of its files (on a slow 2-core machine, 1.3 of the 6.5
// CPU-seconds of a PGlite restart; a start on PostgreSQL 4.3 → 2.7 with this hook). This resolve
// hook answers the relative imports inside a package of `"type": "module"` itself, reading each
// package.json once; everything else goes to Node as before.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The `type` of the nearest package.json above a folder inside node_modules, read once per folder. */
const scopeTypes = new Map<string, string | null>();

function scopeType(dir: string): string | null {
  const known = scopeTypes.get(dir);
  if (known !== undefined) return known;
  let type: string | null;
  const manifest = path.join(dir, 'package.json');
  if (existsSync(manifest)) {
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { type?: unknown };
    type = typeof parsed.type === 'string' ? parsed.type : null;
  } else {
    const parent = path.dirname(dir);
    // Node's own lookup does not look past a package's folder; neither does this one.
    type = parent === dir || path.basename(parent) === 'node_modules' ? null : scopeType(parent);
  }
  scopeTypes.set(dir, type);
  return type;
}

/** `./x.js` or `../y/z.js` imported by a file inside node_modules: the only case answered here. */
function isRelativeJsInPackage(specifier: string, parentURL: string | undefined): parentURL is string {
  return (
    parentURL !== undefined &&
    parentURL.startsWith('file:') &&
    parentURL.includes('/node_modules/') &&
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    specifier.endsWith('.js')
  );
}

/**
 * The URL of a relative `.js` import inside a package of `"type": "module"`, its symbolic links
 * followed as Node's resolver does (one module, one URL); undefined for anything else, and for a
 * file that is not there (Node then says so in its own words).
 */
export function moduleInPackage(specifier: string, parentURL: string | undefined): string | undefined {
  if (!isRelativeJsInPackage(specifier, parentURL)) return undefined;
  const file = fileURLToPath(new URL(specifier, parentURL));
  if (scopeType(path.dirname(file)) !== 'module') return undefined;
  try {
    return pathToFileURL(realpathSync(file)).href;
  } catch {
    return undefined;
  }
}

let registered = false;

/** Registers the hook for this process (once); modules imported after it resolve through it. */
export function registerModuleFormatHooks(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const url = moduleInPackage(specifier, context.parentURL);
      return url === undefined ? nextResolve(specifier, context) : { url, format: 'module', shortCircuit: true };
    },
  });
}
