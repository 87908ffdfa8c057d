import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import type { FieldBinding } from './useForm.ts';

/** The app key's current 6-digit code, asked once the player has bound an app key (withdrawals, fund password). */
export function AppKeyCodeField({ label, hint, ...binding }: FieldBinding & { label: string; hint: string }) {
  return <TextField label={label} hint={hint} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...binding} />;
}
