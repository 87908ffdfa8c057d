// The operator console's sections, in the order its navigation shows them. Each names the
// locale-free path it will live at; only sections whose screen exists (`built`) are linked, so the
// navigation never leads to a missing page. The others are listed so the order is decided once.

export const OPS_SECTIONS = [
  { id: 'dashboard', path: '/ops', built: true },
  { id: 'withdrawals', path: '/ops/withdrawals', built: true },
  { id: 'approvals', path: '/ops/approvals', built: true },
  { id: 'players', path: '/ops/players', built: true },
  { id: 'kyc', path: '/ops/kyc', built: true },
  { id: 'agents', path: '/ops/agents', built: true },
  { id: 'content', path: '/ops/content', built: true },
  { id: 'reports', path: '/ops/reports', built: true },
  { id: 'audit', path: '/ops/audit', built: true },
  { id: 'operators', path: '/ops/operators', built: true },
] as const;

export type OpsSectionId = (typeof OPS_SECTIONS)[number]['id'];

/** The sections a page links to: those whose screen exists. */
export const linkedOpsSections = () => OPS_SECTIONS.filter((section) => section.built);

/** Whether a locale-free path is a console page (`/ops`, `/ops/…`). */
export function isOpsPath(path: string): boolean {
  return path === '/ops' || path.startsWith('/ops/');
}
