import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A page's browser code, not the server's: with SSR off, nothing is registered up front, so what the
// loaders register is all a page has. Fresh modules each test, so registrations do not carry over.
beforeEach(() => {
  vi.stubEnv('SSR', false);
  vi.resetModules();
});
afterEach(() => vi.unstubAllEnvs());

const modules = async () => ({
  ds: await import('../design-system/i18n/dsText.ts'),
  ops: await import('../design-system/i18n/opsText.ts'),
  island: await import('./islandI18n.ts'),
  loadOps: await import('../design-system/i18n/loadOpsText.ts'),
});

describe('a page downloads only its own language', () => {
  it('starts with no design-system or console strings at all', async () => {
    const { ds, ops } = await modules();
    expect(ds.registeredDsLocales()).toEqual([]);
    expect(ops.registeredOpsLocales()).toEqual([]);
  });

  it('the island loader registers the design system strings of its language, and only those', async () => {
    const { ds, island } = await modules();
    await island.loadIslandI18n('ko-KR');
    expect(ds.registeredDsLocales()).toEqual(['ko-KR']);
    expect(ds.dsText('ko-KR').close).toBe('닫기');
    // Marked settled, so components read it at once instead of suspending for a turn.
    const { loadDsText } = await import('../design-system/i18n/loadDsText.ts');
    expect(loadDsText('ko-KR')).toMatchObject({ status: 'fulfilled', value: ds.dsText('ko-KR') });
  });

  it('fails loudly for a language that was not loaded instead of showing ja-JP', async () => {
    const { ds, island } = await modules();
    await island.loadIslandI18n('en-US');
    expect(() => ds.dsText('vi-VN')).toThrow(/vi-VN are not loaded/);
    expect(() => ds.dsText('ja-JP')).toThrow(/ja-JP are not loaded/);
    expect(ds.dsText('en-US').close).toBe('Close');
  });

  it('a console page registers its own language of the console strings, and only that', async () => {
    const { ops, loadOps } = await modules();
    const text = await loadOps.loadOpsText('zh-TW');
    expect(ops.registeredOpsLocales()).toEqual(['zh-TW']);
    expect(ops.opsText('zh-TW')).toBe(text);
    expect(() => ops.opsText('en-US')).toThrow(/en-US are not loaded/);
  });

  it('an unknown language loads ja-JP', async () => {
    const { ds } = await modules();
    const { loadDsText } = await import('../design-system/i18n/loadDsText.ts');
    await loadDsText('xx-XX');
    expect(ds.registeredDsLocales()).toEqual(['ja-JP']);
    expect(ds.dsText('xx-XX')).toBe(ds.dsText('ja-JP'));
  });
});
