import { useTranslation } from 'react-i18next';
import type { FinanceRecordType } from '../../contracts/index.ts';
import type { Locale } from '../../lib/locales.ts';
import { StatusBadge } from '../../design-system/components/StatusBadge/StatusBadge.tsx';
import { statusKey, statusLook } from './moneyStatus.ts';

/**
 * A deposit's, withdrawal's or adjustment's status in its type's own words and colour (needs the
 * `records` strings); a status this screen does not know yet is shown neutrally, as the server wrote it.
 */
export function MoneyStatusBadge({ type, status, locale }: { type: FinanceRecordType; status: string; locale: Locale }) {
  const { t } = useTranslation();
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
