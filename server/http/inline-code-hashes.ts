// The inline code of the built site, as CSP hash sources: every inline script and <style> block
// and every style="" attribute of every page in dist/. The Content-Security-Policy allows exactly
// these (server/http/security-headers.ts), so whatever the build emits (Astro's island loaders, the
// head scripts of src/site and src/layouts) runs and nothing else inline does.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'parse5';

/** Written into dist/ by the site build (astro.config.mjs); a dot file, so never served. */
export const INLINE_HASHES_FILE = '.inline-code-hashes.json';

export interface InlineCodeHashes {
  /** `'sha256-…'` of each inline script that executes (data blocks such as JSON are left out). */
  scripts: string[];
  /** `'sha256-…'` of each <style> element's text. */
  styles: string[];
  /** `'sha256-…'` of each style attribute's value. */
  styleAttributes: string[];
  /** Inline code no hash can allow (event-handler attributes, javascript: URLs), as `file: what`. */
  refused: string[];
}

export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// The script types a browser runs, and so the ones script-src governs; any other type is a data block.
const JAVASCRIPT_TYPES = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction']);

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

const textOf = (node: Node) => (node.childNodes ?? []).map((child) => (child.nodeName === '#text' ? child.value ?? '' : '')).join('');

/** The hashes of one page's inline code; `name` labels refused findings. */
export function inlineCodeHashes(html: string, name = 'page'): InlineCodeHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  const refused: string[] = [];
  const visit = (node: Node) => {
    const attrs = node.attrs ?? [];
    const attr = (key: string) => attrs.find((a) => a.name === key)?.value;
    if (node.nodeName === 'script' && attr('src') === undefined) {
      const type = (attr('type') ?? '').trim().toLowerCase();
      if (JAVASCRIPT_TYPES.has(type)) scripts.add(cspHash(textOf(node)));
    }
    if (node.nodeName === 'style') styles.add(cspHash(textOf(node)));
    for (const { name: attrName, value } of attrs) {
      if (attrName === 'style') styleAttributes.add(cspHash(value));
      else if (attrName.startsWith('on')) refused.push(`${name}: ${attrName}= on <${node.nodeName}>`);
      else if (URL_ATTRIBUTES.has(attrName) && /^\s*javascript:/i.test(value)) refused.push(`${name}: javascript: URL in ${attrName}= on <${node.nodeName}>`);
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html) as unknown as Node);
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes], refused };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** The union over every HTML file under `dir` (sorted, so the policy is stable between starts). */
export async function siteInlineCodeHashes(dir: string): Promise<InlineCodeHashes> {
  const all = { scripts: new Set<string>(), styles: new Set<string>(), styleAttributes: new Set<string>(), refused: [] as string[] };
  for (const file of (await htmlFiles(dir)).sort()) {
    const page = inlineCodeHashes(await readFile(file, 'utf8'), path.relative(dir, file));
    page.scripts.forEach((h) => all.scripts.add(h));
    page.styles.forEach((h) => all.styles.add(h));
    page.styleAttributes.forEach((h) => all.styleAttributes.add(h));
    all.refused.push(...page.refused);
  }
  return {
    scripts: [...all.scripts].sort(),
    styles: [...all.styles].sort(),
    styleAttributes: [...all.styleAttributes].sort(),
    refused: all.refused,
  };
}
