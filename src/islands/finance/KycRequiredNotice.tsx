import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/ApiError.ts';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { KYC_PATH } from '../user/links.ts';
import { WarningNotice } from './WarningNotice.tsx';

/** Whether a withdrawal was refused for want of approved identity documents (422 KYC_REQUIRED). */
export function isKycRequired(error: unknown): boolean {
  return isApiError(error) && error.error === 'KYC_REQUIRED';
}

/** Under a refused withdrawal: the way to the KYC screen. */
export function KycRequiredNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation('finance');
  return <WarningNotice message={t('kyc.required')} linkText={t('kyc.link')} href={localizePath(KYC_PATH, locale)} />;
}
