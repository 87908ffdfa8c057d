// What each browser chunk is made of: for every chunk of the client build, the length of code
// (as rendered into the chunk, after tree-shaking) each npm package and the site's own modules
// put in it. `npm run bench:pages` reads it to split what a page downloads into React, other
// libraries and the site's own code (a share of each file's gzip size by these lengths).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Written by every client build, read by bench:pages (not served: outside dist). */
export const CHUNK_SOURCES_FILE = '.astro/chunk-sources.json';

/** What the site's own modules (src/, shared/, locales/) are counted as. */
export const SITE_CODE = '(site)';

/** `/_astro/x.js` → source → rendered length. */
export type ChunkSources = Record<string, Record<string, number>>;

/** The npm package a module id belongs to, or SITE_CODE. */
export function sourceOf(id: string): string {
  const path = id.replace(/^\0/, '').split('?')[0]!;
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(path);
  return match ? match[1]!.replace(/\\/g, '/') : SITE_CODE;
}

export function chunkSources(root: string): Plugin {
  return {
    name: 'game-hall:chunk-sources',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const sources: ChunkSources = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const lengths: Record<string, number> = {};
        for (const [id, module] of Object.entries(chunk.modules)) {
          const source = sourceOf(id);
          lengths[source] = (lengths[source] ?? 0) + module.renderedLength;
        }
        sources[`/${chunk.fileName}`] = lengths;
      }
      const file = join(root, CHUNK_SOURCES_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(sources));
    },
  };
}

/** The last client build's chunk sources (written beside dist by the same build). */
export function readChunkSources(root: string): ChunkSources {
  const file = join(root, CHUNK_SOURCES_FILE);
  if (!existsSync(file)) throw new Error(`${CHUNK_SOURCES_FILE} is missing: run \`npm run build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ChunkSources;
}
