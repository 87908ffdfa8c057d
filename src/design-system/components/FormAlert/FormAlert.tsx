import { useEffect, useRef } from 'react';
import * as styles from './FormAlert.css.ts';

export interface FormAlertProps {
  /** What went wrong with the form as a whole; nothing is drawn without it. */
  message?: string;
}

/**
 * A form's own error at its top (a failure that names no field). It is an alert, so a screen
 * reader says it as it appears, and it is scrolled into view in a long form or dialog. It stays
 * until the owner takes the message away (when the player edits the form).
 */
export function FormAlert({ message }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} role="alert" className={styles.alert}>
      {message}
    </div>
  );
}
