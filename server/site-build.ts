// Decides whether the built site (dist/) is missing or older than its sources, and rebuilds it.
// Staleness is by modification time: the newest mtime among the sources is compared with the
// mtime of dist/.build-stamp, which is written after every successful build. The stamp also keeps
// the environment variables the build reads, so changing one (a download link) rebuilds too.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOWNLOAD_VARIABLES } from '../shared/downloadLinks.ts';

export const BUILD_STAMP = '.build-stamp';
export const SITE_SOURCES = ['src', 'shared', 'public', 'locales', 'astro.config.mjs'];

/** Environment variables whose values are built into the pages. */
export const BUILD_VARIABLES = ['SITE_URL', 'PUBLIC_API_BASE', ...DOWNLOAD_VARIABLES] as const;

/** The build variables that are set, as the stamp's second line records them. */
export function buildSettings(env: NodeJS.ProcessEnv): string {
  return JSON.stringify(Object.fromEntries(BUILD_VARIABLES.flatMap((name) => (env[name]?.trim() ? [[name, env[name].trim()]] : []))));
}

/** Newest mtime (ms) of any file under the given paths; 0 when none exist. */
export function newestMtime(root: string, entries: string[] = SITE_SOURCES): number {
  let newest = 0;
  const visit = (target: string) => {
    let stats;
    try {
      stats = statSync(target);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(target)) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        visit(path.join(target, name));
      }
    } else if (stats.mtimeMs > newest) {
      newest = stats.mtimeMs;
    }
  };
  for (const entry of entries) visit(path.join(root, entry));
  return newest;
}

export function siteBuildIsStale(root: string, distDir: string = path.join(root, 'dist'), env: NodeJS.ProcessEnv = process.env): boolean {
  const stamp = path.join(distDir, BUILD_STAMP);
  if (!existsSync(stamp)) return true;
  if (readFileSync(stamp, 'utf8').split('\n')[1] !== buildSettings(env)) return true;
  return newestMtime(root) > statSync(stamp).mtimeMs;
}

/** Records a finished build of `distDir`: now, and the build variables `env` gave it. */
export function writeBuildStamp(distDir: string, env: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(path.join(distDir, BUILD_STAMP), `${new Date().toISOString()}\n${buildSettings(env)}\n`);
}

/** Runs `npm run build` with inherited output; writes the stamp when it succeeds. */
export function buildSite(root: string, distDir: string = path.join(root, 'dist')): Promise<void> {
  return new Promise((resolve, reject) => {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const child = spawn(npm, ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) {
        writeBuildStamp(distDir);
        resolve();
      } else {
        reject(new Error(`site build failed (${signal ?? `exit code ${code}`})`));
      }
    });
  });
}
