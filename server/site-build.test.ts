import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, siteBuildIsStale } from './site-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'gh-build-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'src/pages'), { recursive: true });
  writeFileSync(path.join(root, 'src/pages/index.astro'), '---\n---\n');
  return root;
}

const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

describe('siteBuildIsStale', () => {
  it('is stale without a build stamp', () => {
    expect(siteBuildIsStale(project())).toBe(true);
  });
  it('is fresh when the stamp is newer than every source, stale once a source changes', () => {
    const root = project();
    mkdirSync(path.join(root, 'dist'));
    const stamp = path.join(root, 'dist', BUILD_STAMP);
    writeFileSync(stamp, 'x');
    at(path.join(root, 'src/pages/index.astro'), 1_000);
    at(stamp, 2_000);
    expect(siteBuildIsStale(root)).toBe(false);
    mkdirSync(path.join(root, 'locales/en-US'), { recursive: true });
    writeFileSync(path.join(root, 'locales/en-US/common.json'), '{}');
    at(path.join(root, 'locales/en-US/common.json'), 3_000);
    expect(siteBuildIsStale(root)).toBe(true);
  });
});
