import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { FormAlert } from '../FormAlert/FormAlert.tsx';
import { QrCode } from '../QrCode/QrCode.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './TotpBinding.css.ts';

/** A base32 secret in groups of four, as authenticator apps show and people type them. */
export function secretGroups(secret: string): string[] {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? [];
}

export interface TotpBindingLabels {
  /** First step: scan the code with an authenticator app. */
  scan: ReactNode;
  /** What the QR code is, for screen readers. */
  qr: string;
  /** Above the secret: or type this key by hand. */
  manual: ReactNode;
  /** Second step: enter the code the app shows. */
  confirm: ReactNode;
  code: string;
  submit: string;
}

export interface TotpBindingProps {
  /** The `otpauth://` URI the QR code holds. */
  uri: string;
  /** The same secret in base32, for typing by hand. */
  secret: string;
  labels: TotpBindingLabels;
  code: string;
  onCodeChange: (code: string) => void;
  /** The form's submit event; the component prevents the browser's own submission. */
  onSubmit: (event: FormEvent) => void;
  /** A refusal of the code, shown under the field. */
  codeError?: ReactNode;
  /** A refusal that names no field, shown at the form's top. */
  formError?: string;
  busy?: boolean;
}

/**
 * Binding an authenticator app (TOTP): the QR code of the otpauth URI, the secret grouped for
 * typing by hand, and the first code that confirms the app holds it.
 */
export function TotpBinding({ uri, secret, labels, code, onCodeChange, onSubmit, codeError, formError, busy }: TotpBindingProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(event);
  };
  return (
    <div className={styles.binding}>
      <QrCode value={uri} label={labels.qr} className={styles.qr} />
      <div className={styles.steps}>
        <p className={styles.step}>{labels.scan}</p>
        <p className={styles.secretLabel}>{labels.manual}</p>
        <p className={styles.secret} data-totp-secret={secret}>
          {secretGroups(secret).map((group, index) => (
            <span key={index} className={styles.group}>
              {group}
            </span>
          ))}
        </p>
        <p className={styles.step}>{labels.confirm}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormAlert message={formError} />
          <TextField
            label={labels.code}
            name="code"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeError}
            onChange={(event) => onCodeChange(event.target.value)}
          />
          <Button type="submit" tone="brand" busy={busy}>
            {labels.submit}
          </Button>
        </form>
      </div>
    </div>
  );
}
