import { useEffect, useRef } from 'react';
import { refreshBalance } from '../../stores/balance.ts';

/**
 * Reads the balance again when a record already shown changes status on a later answer (a deposit
 * paid, a withdrawal refused and its hold given back), so the figures on the page agree.
 */
export function useBalanceOnStatusChange<Row>(rows: readonly Row[] | undefined, keyOf: (row: Row) => string, statusOf: (row: Row) => string): void {
  const seen = useRef(new Map<string, string>());
  // Only a new answer matters; the accessors are rebuilt on every render.
  const accessors = useRef({ keyOf, statusOf });
  accessors.current = { keyOf, statusOf };
  useEffect(() => {
    if (!rows) return;
    const { keyOf: key, statusOf: status } = accessors.current;
    let changed = false;
    for (const row of rows) {
      const before = seen.current.get(key(row));
      if (before !== undefined && before !== status(row)) changed = true;
      seen.current.set(key(row), status(row));
    }
    if (changed) void refreshBalance().catch(() => undefined);
  }, [rows]);
}
