import { useState } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import * as styles from './OpsApprovals.css.ts';

// The fresh authenticator code the server asks for before a money approval, a role change or a
// TOTP reset (401 OPS_STEP_UP_REQUIRED): one form for every console screen that meets it; the
// screen's store sends the code and the held request again.

export interface StepUpPromptText {
  title: string;
  help: string;
  label: string;
  submit: string;
  cancel: string;
}

export function StepUpPrompt({
  id,
  text,
  locale,
  busy,
  error,
  onCode,
  onCancel,
}: {
  /** The heading's id (unique on the page). */
  id: string;
  text: StepUpPromptText;
  locale: Locale;
  busy: boolean;
  error: string | null;
  onCode: (code: string) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  return (
    <form
      className={styles.form}
      aria-labelledby={id}
      onSubmit={(event) => {
        event.preventDefault();
        onCode(code);
      }}
    >
      <h2 id={id} className={styles.heading}>
        {text.title}
      </h2>
      <p>{text.help}</p>
      <TextField
        label={text.label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error ?? undefined}
        locale={locale}
      />
      <span className={styles.actions}>
        <Button type="submit" busy={busy}>
          {text.submit}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {text.cancel}
        </Button>
      </span>
    </form>
  );
}
