import { useTranslation } from 'react-i18next';
import type { FinanceRecordType } from '../../contracts/index.ts';
import type { Locale } from '../../lib/locales.ts';
import { StatusBadge } from '../../design-system/components/StatusBadge/StatusBadge.tsx';
import { statusKey, statusLook } from './recordStatus.ts';

/**
 * A record's status in its type's own words and colour (needs the `records` strings); a status
 * this screen does not know yet is shown neutrally, as the server wrote it.
 */
export function RecordStatusBadge({ type, status, locale }: { type: FinanceRecordType; status: string; locale: Locale }) {
  const { t } = useTranslation('records');
  const look = statusLook(type, status);
  if (!look) {
    return (
      <StatusBadge status="processing" tone="neutral" locale={locale}>
        {status}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge status={look.status} tone={look.tone} locale={locale}>
      {t(statusKey(type, status))}
    </StatusBadge>
  );
}
