import { describe, expect, it } from 'vitest';
import { AUDIT_CSV_COLUMNS, auditCsv, csvField } from './audit-csv.fns.ts';

describe('audit CSV', () => {
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx']) expect(csvField(text).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
  });

  it('writes JSON for objects, nothing for null, and one CRLF line per row after the header', () => {
    expect(csvField(null)).toBe('');
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvField(12)).toBe('12');
    const row = Object.fromEntries(AUDIT_CSV_COLUMNS.map((column) => [column, column === 'id' ? 1 : null]));
    expect(auditCsv([row as never])).toBe(`${AUDIT_CSV_COLUMNS.join(',')}\r\n1${','.repeat(AUDIT_CSV_COLUMNS.length - 1)}\r\n`);
  });
});
