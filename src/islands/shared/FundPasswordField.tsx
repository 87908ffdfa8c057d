import { localizePath, type Locale } from '../../../shared/locales.ts';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { WarningNotice } from '../finance/WarningNotice.tsx';
import { PAYMENT_PASSWORD_PATH } from '../user/links.ts';
import type { FieldBinding } from './useForm.ts';

interface FundPasswordFieldProps extends FieldBinding {
  /** false: the player has not set one yet, so a notice links to the page that sets it instead. */
  hasPaymentPassword: boolean;
  label: string;
  hint: string;
  /** The notice's words when there is none, and its link's. */
  missing: string;
  setLink: string;
  locale: Locale;
}

/** The 6-digit fund password every money move out asks for (withdrawal, agent transfer, JSY transfer). */
export function FundPasswordField({ hasPaymentPassword, label, hint, missing, setLink, locale, ...binding }: FundPasswordFieldProps) {
  if (!hasPaymentPassword) return <WarningNotice message={missing} linkText={setLink} href={localizePath(PAYMENT_PASSWORD_PATH, locale)} />;
  return <TextField type="password" label={label} hint={hint} inputMode="numeric" autoComplete="off" maxLength={6} {...binding} />;
}
