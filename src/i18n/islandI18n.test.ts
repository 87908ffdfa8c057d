import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { getIslandI18n, loadIslandI18n } from './islandI18n.ts';
import { loadNamespaces, lookup, peekNamespaces } from './resources.ts';

describe('island i18n', () => {
  it('loads one language at a time and then answers synchronously', async () => {
    // On the server every file is at hand; in the browser it loads first.
    if (!import.meta.env.SSR) expect(getIslandI18n('fil-PH')).toBeUndefined();
    const i18n = await loadIslandI18n('fil-PH');
    expect(getIslandI18n('fil-PH')).toBe(i18n);
    expect(i18n.language).toBe('fil-PH');
    expect(i18n.t('game.play')).toBe('Maglaro');
    expect(i18n.t('game.playGame', { name: 'Lucky 7' })).toBe('Maglaro ng Lucky 7');
  });

  it('holds only its own language', async () => {
    const i18n = await loadIslandI18n('vi-VN');
    expect(Object.keys(i18n.store.data)).toEqual(['vi-VN']);
    expect(i18n.t('home.popularGames')).toBe('Trò chơi phổ biến');
  });

  it('gives every language its own instance and text', async () => {
    const texts = await Promise.all(LOCALES.map(async (locale) => (await loadIslandI18n(locale)).t('home.latestGames')));
    expect(new Set(texts).size).toBe(LOCALES.length);
  });

  it('gives an island that asks for more namespaces its own instance, the first one as default', async () => {
    const both = await loadIslandI18n('ko-KR', ['common', 'islands']);
    expect(both).not.toBe(await loadIslandI18n('ko-KR'));
    expect(getIslandI18n('ko-KR', ['common', 'islands'])).toBe(both);
    expect(both.t('nav.home')).toBe('홈');
    expect(both.t('islands:game.kind.pachinko')).toBe('파친코');
  });

  it('reads dotted keys from loaded namespaces', async () => {
    const { islands } = await loadNamespaces('ko-KR', ['islands']);
    expect(lookup(islands, 'game.kind.pachinko')).toBe('파친코');
    expect(lookup(islands, 'game.kind')).toBeUndefined();
    expect(lookup(islands, 'no.such.key')).toBeUndefined();
    expect(peekNamespaces('ko-KR', ['islands'])?.islands).toBe(islands);
  });

  it('rejects a namespace that does not exist', async () => {
    await expect(loadNamespaces('ja-JP', ['no-such-namespace'])).rejects.toThrow(/no-such-namespace/);
  });
});
