// A deliberately small reader for the frontmatter our content files use:
// `key: value` lines, quoted or bare scalars, integers, and one level of nested maps.
// Anything else is an error, so a file that drifts from that shape is caught by the tests.

export type FrontmatterValue = string | number | boolean | { [key: string]: FrontmatterValue };

export interface ParsedMarkdown {
  data: Record<string, FrontmatterValue>;
  body: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

export function parseMarkdown(source: string): ParsedMarkdown {
  const match = FENCE.exec(source);
  if (!match) throw new Error('missing frontmatter fence');
  const [, head, body] = match;
  const data: Record<string, FrontmatterValue> = {};
  let nested: Record<string, FrontmatterValue> | null = null;
  for (const [index, line] of head.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const pair = /^(\s*)([A-Za-z][\w-]*):(?:\s+(.*))?$/.exec(line);
    if (!pair) throw new Error(`frontmatter line ${index + 1} not understood: ${line}`);
    const [, indent, key, raw] = pair;
    if (indent) {
      if (!nested) throw new Error(`frontmatter line ${index + 1} indented without a parent`);
      nested[key] = parseScalar(raw ?? '');
    } else if (raw === undefined || raw === '') {
      nested = {};
      data[key] = nested;
    } else {
      nested = null;
      data[key] = parseScalar(raw);
    }
  }
  return { data, body };
}

function parseScalar(raw: string): string | number | boolean {
  const text = raw.trim();
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'")) {
    if (!text.endsWith("'") || text.length < 2) throw new Error(`unterminated string: ${text}`);
    return text.slice(1, -1).replaceAll("''", "'");
  }
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}
