import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHash, inlineCodeHashes, siteInlineCodeHashes } from './inline-code-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineCodeHashes', () => {
  it('hashes the exact text of inline scripts the browser runs, and skips external scripts and data blocks', () => {
    const html =
      '<head><script>\n  a();\n</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script type="importmap">{"imports":{}}</script></head>';
    expect(inlineCodeHashes(html).scripts).toEqual([sha256('\n  a();\n'), sha256('b()'), sha256('{"imports":{}}')]);
  });

  it('hashes <style> text and style attribute values as the browser reads them (entities decoded)', () => {
    const html = '<style>p{color:red}</style><p style="font-family:&quot;A &amp; B&quot;">x</p><p style="">y</p>';
    const found = inlineCodeHashes(html);
    expect(found.styles).toEqual([sha256('p{color:red}')]);
    expect(found.styleAttributes).toEqual([sha256('font-family:"A & B"'), sha256('')]);
  });

  it('finds inline code inside <template> content too', () => {
    expect(inlineCodeHashes('<template><script>c()</script></template>').scripts).toEqual([sha256('c()')]);
  });

  it('reports code no hash can allow: event-handler attributes and javascript: URLs', () => {
    const found = inlineCodeHashes('<button onclick="go()">x</button><a href=" JavaScript:void(0)">y</a><a href="/ok">z</a>', 'x.html');
    expect(found.refused).toEqual(['x.html: onclick= on <button>', 'x.html: javascript: URL in href= on <a>']);
  });

  it('cspHash is the sha256 source expression', () => {
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('siteInlineCodeHashes', () => {
  it('collects every HTML file under the directory once, sorted, and ignores other files', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gh-inline-'));
    try {
      const write = (name: string, text: string) => {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      };
      write('index.html', '<script>one()</script><style>s{}</style>');
      write('en-US/deep/page/index.html', '<script>two()</script><script>one()</script>');
      write('404.html', '<p style="margin:0" onmouseover="x()">x</p>');
      write('_astro/app.js', '<script>not html()</script>');
      const found = await siteInlineCodeHashes(dir);
      expect(found.scripts).toEqual([sha256('one()'), sha256('two()')].sort());
      expect(found.styles).toEqual([sha256('s{}')]);
      expect(found.styleAttributes).toEqual([sha256('margin:0')]);
      expect(found.refused).toEqual(['404.html: onmouseover= on <p>']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
