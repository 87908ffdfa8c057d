import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPS_SECTIONS, isOpsPath, linkedOpsSections } from './sections.ts';

const OPS_PAGES = join(import.meta.dirname, '../../pages/[...locale]/ops');

/** `/ops`, `/ops/sign-in` … from the route files under src/pages/[...locale]/ops. */
const builtPaths = () => readdirSync(OPS_PAGES).map((file) => (file === 'index.astro' ? '/ops' : `/ops/${file.replace(/\.astro$/, '')}`));

describe('operator console sections', () => {
  it('links exactly the sections whose page exists', () => {
    const pages = builtPaths();
    for (const section of OPS_SECTIONS) expect(pages.includes(section.path), section.id).toBe(section.built);
    expect(linkedOpsSections().map((section) => section.id)).toEqual(['dashboard', 'withdrawals', 'approvals', 'players', 'kyc', 'agents', 'content', 'reports', 'audit', 'operators']);
  });

  it('lists the console’s ten sections once each, all under /ops', () => {
    expect(new Set(OPS_SECTIONS.map((section) => section.id)).size).toBe(10);
    for (const section of OPS_SECTIONS) expect(isOpsPath(section.path)).toBe(true);
  });

  it('tells console paths from others', () => {
    expect(isOpsPath('/ops')).toBe(true);
    expect(isOpsPath('/ops/sign-in')).toBe(true);
    expect(isOpsPath('/opsx')).toBe(false);
    expect(isOpsPath('/user/ops')).toBe(false);
  });
});
