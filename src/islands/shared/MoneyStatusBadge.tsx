import { useTranslation } from 'react-i18next';
import type { FinanceRecordType } from '../../contracts/index.ts';
import type { Locale } from '../../../shared/locales.ts';
import { StatusBadge } from '../../design-system/components/StatusBadge/StatusBadge.tsx';
import { statusLook, statusWording, type ChainProgress } from './moneyStatus.ts';

/**
 * A deposit's, withdrawal's or adjustment's status in its type's own words and colour (needs the
 * `records` strings); a crypto deposit's with its confirmations (`chain`). A status this screen
 * does not know yet is shown neutrally, as the server wrote it.
 */
export function MoneyStatusBadge({ type, status, chain, locale }: { type: FinanceRecordType; status: string; chain?: ChainProgress; locale: Locale }) {
  const { t } = useTranslation();
  const look = statusLook(type, status);
  const wording = statusWording(type, status, chain);
  if (!look) {
    return (
      <StatusBadge status="processing" tone="neutral" locale={locale}>
        {status}
      </StatusBadge>
    );
  }
  return (
    <StatusBadge status={look.status} tone={look.tone} locale={locale}>
      {t(wording.key, wording.values ?? {})}
    </StatusBadge>
  );
}
