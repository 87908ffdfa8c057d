// The audit export's CSV (RFC 4180): a header, one line per row, CRLF line ends, every field quoted
// when it holds a comma, quote or line break. A field a spreadsheet would run as a formula (starting
// with = + - @ or a tab/CR) gets a leading apostrophe (OWASP's advice for CSV injection): the log
// holds text players and operators typed.
export const AUDIT_CSV_COLUMNS = [
  'id', 'at', 'operatorId', 'operatorName', 'sessionId', 'credentialId', 'ip', 'userAgent', 'action', 'targetType', 'targetId',
  'before', 'after', 'reason', 'approverId', 'approverName', 'idempotencyKey', 'result', 'errorKey', 'prevHash', 'hash',
] as const;

export type AuditCsvRow = Record<(typeof AUDIT_CSV_COLUMNS)[number], unknown>;

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(rows: readonly AuditCsvRow[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(AUDIT_CSV_COLUMNS.map((column) => csvField(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
