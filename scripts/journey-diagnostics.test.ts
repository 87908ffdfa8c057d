import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOURNEY_DIAGNOSTIC_LINES, failedJourneyDiagnostics, type PlaywrightSuite } from './journey-diagnostics.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'journey-diagnostics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const errorContext = path.join(dir, 'error-context.md');
writeFileSync(
  errorContext,
  [
    '# Instructions',
    '',
    '# Page snapshot',
    '',
    '```yaml',
    '- banner:',
    '  - link "Game Hall"',
    '- main:',
    '  - heading "休止する" [level=2]',
    '  - paragraph: 読み込めませんでした',
    '- contentinfo: footer',
    '```',
    '',
    '# Test source',
  ].join('\n'),
);

const seen = Array.from({ length: JOURNEY_DIAGNOSTIC_LINES + 5 }, (_, i) => `+${i}.0 s line ${i}`).join('\n');
const base64 = (text: string) => Buffer.from(text).toString('base64');

const report: PlaywrightSuite[] = [
  {
    title: 'protection/protection-journey.spec.ts',
    specs: [
      {
        title: 'a passing journey',
        file: 'protection/protection-journey.spec.ts',
        line: 10,
        tests: [{ status: 'expected', results: [{ attachments: [] }] }],
      },
    ],
    suites: [
      {
        title: 'in ja-JP',
        specs: [
          {
            title: 'a break taken on the screen',
            file: 'protection/protection-journey.spec.ts',
            line: 139,
            tests: [
              {
                status: 'unexpected',
                results: [
                  { attachments: [{ name: 'page-diagnostics', body: base64('first attempt') }] },
                  {
                    attachments: [
                      { name: 'page-diagnostics', body: base64(seen) },
                      { name: 'error-context', path: errorContext },
                    ],
                  },
                ],
              },
            ],
          },
          {
            title: 'passed on its retry',
            file: 'accounts/sign-out.spec.ts',
            line: 35,
            tests: [{ status: 'flaky', results: [{ attachments: [{ name: 'page-diagnostics', body: base64('flaky') }] }] }],
          },
        ],
      },
    ],
  },
];

describe('failedJourneyDiagnostics', () => {
  const text = failedJourneyDiagnostics(report).join('\n');

  it('names each failed journey once, by file and line, and only the failed ones', () => {
    expect(text).toContain('✗ protection/protection-journey.spec.ts:139 › a break taken on the screen (last attempt)');
    expect(text).not.toContain('a passing journey');
    expect(text).not.toContain('sign-out');
  });

  it('gives the end of what the browser saw in the last attempt', () => {
    expect(text).not.toContain('first attempt');
    expect(text).toContain(`line ${JOURNEY_DIAGNOSTIC_LINES + 4}`);
    expect(text).toContain('line 5\n');
    expect(text).not.toContain('line 4\n');
  });

  it("gives the page's main landmark from the error context", () => {
    expect(text).toContain('- main:\n        - heading "休止する" [level=2]\n        - paragraph: 読み込めませんでした');
    expect(text).not.toContain('link "Game Hall"');
  });

  it('says so when a failed journey left nothing behind', () => {
    const bare = failedJourneyDiagnostics([{ title: 'x', specs: [{ title: 'bare', file: 'x.spec.ts', line: 1, tests: [{ status: 'unexpected', results: [] }] }] }]);
    expect(bare.join('\n')).toContain('(nothing recorded)');
    expect(bare.join('\n')).toContain('(no snapshot)');
  });
});
