import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildSettings, siteBuildIsStale } from './site-build.ts';

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
    writeFileSync(stamp, `2026-11-25T00:00:00.000Z\n${buildSettings({})}\n`);
    at(path.join(root, 'src/pages/index.astro'), 1_000);
    at(stamp, 2_000);
    expect(siteBuildIsStale(root, undefined, {})).toBe(false);
    mkdirSync(path.join(root, 'locales/en-US'), { recursive: true });
    writeFileSync(path.join(root, 'locales/en-US/common.json'), '{}');
    at(path.join(root, 'locales/en-US/common.json'), 3_000);
    expect(siteBuildIsStale(root, undefined, {})).toBe(true);
  });
  it('is stale once a variable built into the pages changes (a download link), not for others', () => {
    const root = project();
    mkdirSync(path.join(root, 'dist'));
    const stamp = path.join(root, 'dist', BUILD_STAMP);
    const built = { DOWNLOAD_IOS_URL: 'https://apps.apple.com/app/id1', PORT: '4321' };
    writeFileSync(stamp, `2026-11-25T00:00:00.000Z\n${buildSettings(built)}\n`);
    at(path.join(root, 'src/pages/index.astro'), 1_000);
    at(stamp, 2_000);
    expect(siteBuildIsStale(root, undefined, { ...built, PORT: '4461', DOWNLOAD_APK_URL: '' })).toBe(false);
    expect(siteBuildIsStale(root, undefined, { ...built, DOWNLOAD_APK_URL: 'https://files.example/hall.apk' })).toBe(true);
    expect(siteBuildIsStale(root, undefined, {})).toBe(true);
    // A stamp from before the variables were recorded counts as another configuration.
    writeFileSync(stamp, '2026-11-25T00:00:00.000Z\n');
    at(stamp, 2_000);
    expect(siteBuildIsStale(root, undefined, {})).toBe(true);
  });
});
