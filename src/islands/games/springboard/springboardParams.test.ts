import { describe, expect, it } from 'vitest';
import { initialBetOf, parseSpringboardParams } from './springboardParams.ts';

const parse = (search: string, locale: 'ja-JP' | 'en-US' = 'en-US') => parseSpringboardParams(search, locale, 'http://localhost:4321');

describe('springboard parameters', () => {
  it('reads the machine id, and nothing when it is missing or not an id', () => {
    expect(parse('?machine=coral-reef').machineId).toBe('coral-reef');
    expect(parse('machine=pachinko-fuji-rush&bet=1').machineId).toBe('pachinko-fuji-rush');
    expect(parse('').machineId).toBeUndefined();
    expect(parse('?machine=').machineId).toBeUndefined();
    expect(parse('?machine=../admin').machineId).toBeUndefined();
    expect(parse('?machine=Coral%20Reef').machineId).toBeUndefined();
    expect(parse(`?machine=${'a'.repeat(41)}`).machineId).toBeUndefined();
  });

  it('keeps a bet only when it is a plain amount', () => {
    expect(parse('?machine=x&bet=5').bet).toBe('5');
    expect(parse('?machine=x&bet=2.5000').bet).toBe('2.5000');
    for (const bad of ['-5', '1e3', '0x10', '5.00001', 'abc', '']) expect(parse(`?machine=x&bet=${encodeURIComponent(bad)}`).bet).toBeUndefined();
  });

  it('matches the bet to one of the machine’s steps, whatever its decimals', () => {
    const steps = ['1.0000', '2.0000', '5.0000', '100.0000'];
    expect(initialBetOf('5', steps)).toBe('5.0000');
    expect(initialBetOf('100.00', steps)).toBe('100.0000');
    expect(initialBetOf('3', steps)).toBeUndefined();
    expect(initialBetOf('1000', steps)).toBeUndefined();
    expect(initialBetOf(undefined, steps)).toBeUndefined();
  });

  it('goes back to a return path on this site, query and hash kept', () => {
    expect(parse('?machine=x&return=%2Fen-US%2Fuser%2Frecord%3Ftype%3Ddeposit%23top').exitHref).toBe('/en-US/user/record?type=deposit#top');
    expect(parse('?machine=x&return=/amigo', 'ja-JP').exitHref).toBe('/amigo');
  });

  it('ignores absolute, protocol-relative and scheme return addresses and falls back to the hall', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'user/record', 'http://localhost:4321/amigo', '/.//evil.example/', '/en-US/..//evil.example/', '/%2F%2Fevil.example', '/\tevil']) {
      expect(parse(`?machine=x&return=${encodeURIComponent(bad)}`).exitHref).toBe('/en-US/amigo');
    }
    expect(parse('?machine=x').exitHref).toBe('/en-US/amigo');
    expect(parse('?machine=x', 'ja-JP').exitHref).toBe('/amigo');
  });
});
