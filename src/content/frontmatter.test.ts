import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './frontmatter.ts';

describe('parseMarkdown', () => {
  it('reads scalars, quoted strings and one nested map, and returns the body', () => {
    const { data, body } = parseMarkdown(
      [
        '---',
        'title: "About: us"',
        "description: 'It''s short'",
        'order: 3',
        'updated: 2025-01-15',
        'apps:',
        '  apk: /downloads/game-hall.apk',
        '---',
        '# Heading',
      ].join('\n'),
    );
    expect(data).toEqual({
      title: 'About: us',
      description: "It's short",
      order: 3,
      updated: '2025-01-15',
      apps: { apk: '/downloads/game-hall.apk' },
    });
    expect(body).toBe('# Heading');
  });

  it('rejects a file without frontmatter and lines it does not understand', () => {
    expect(() => parseMarkdown('# no frontmatter')).toThrow(/fence/);
    expect(() => parseMarkdown('---\n- a list item\n---\n')).toThrow(/not understood/);
    expect(() => parseMarkdown('---\n  orphan: 1\n---\n')).toThrow(/without a parent/);
  });
});
