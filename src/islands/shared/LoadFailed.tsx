import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';

/** Shown where a list could not be loaded (the reason was already shown as a toast). */
export function LoadFailed({ onRetry, locale }: { onRetry: () => void; locale: Locale }) {
  const { t } = useTranslation('islands');
  return (
    <EmptyState
      icon="⚠️"
      title={t('loadFailed')}
      locale={locale}
      action={
        <Button variant="outline" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}
