import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './sameOriginPath.ts';

const ORIGIN = 'http://localhost:4321';

/** Where a browser on ORIGIN ends up when it follows `path` as a link. */
const landsOn = (path: string) => new URL(path, ORIGIN).origin;

describe('sameOriginPath', () => {
  it('keeps a path of this origin with its query and hash', () => {
    expect(sameOriginPath('/en-US/user/record?page=2#top', ORIGIN)).toBe('/en-US/user/record?page=2#top');
    expect(sameOriginPath('/', ORIGIN)).toBe('/');
    expect(sameOriginPath('/amigo?return=%2Fen-US%2Famigo', ORIGIN)).toBe('/amigo?return=%2Fen-US%2Famigo');
  });

  it('normalises dot segments while staying on this origin', () => {
    expect(sameOriginPath('/en-US/./user/../amigo', ORIGIN)).toBe('/en-US/amigo');
  });

  const hostile = [
    // normalise to a protocol-relative address
    '/.//evil.example/',
    '/././/evil.example/x',
    '/x/..//evil.example/',
    '/..//evil.example/',
    // protocol-relative and backslash forms (browsers read `\` as `/`)
    '//evil.example/x',
    '///evil.example/',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    // control characters: URL parsers drop tab and newline
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/\u0000/evil.example',
    // encoded separators a decoding proxy would turn into the above
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/%5Cevil.example',
    '/%2e%2e//evil.example',
    // absolute addresses, other schemes, relative paths
    'https://evil.example/',
    'http://localhost:4321/amigo',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /amigo',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'user/record',
    '',
  ];

  it.each(hostile)('refuses %j', (target) => {
    expect(sameOriginPath(target, ORIGIN)).toBeUndefined();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['/amigo']]) expect(sameOriginPath(value, ORIGIN)).toBeUndefined();
  });

  it('never answers a path that a browser would follow off this origin', () => {
    const probes = [...hostile, '/a//b', '/en-US//amigo', '/%09/x', '/;//evil.example', '/?//evil.example', '/#//evil.example'];
    for (const target of probes) {
      const path = sameOriginPath(target, ORIGIN);
      if (path !== undefined) {
        expect(path.startsWith('//')).toBe(false);
        expect(landsOn(path)).toBe(ORIGIN);
      }
    }
  });
});
