import { useState, type FormEvent } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { hasErrors, serverFieldErrors, type FieldErrors } from './fieldErrors.ts';

export interface FormSubmit {
  errors: FieldErrors;
  busy: boolean;
  /** Clears one field's message once the user edits it. */
  clearError: (field: string) => void;
  onSubmit: (event: FormEvent) => void;
}

/**
 * Runs a form's submission: local checks first (nothing is sent while any fails), then the
 * call; on success a toast says so, on failure the server's messages go to their fields.
 */
export function useFormSubmit({
  validate,
  submit,
  success,
  fieldOfError,
}: {
  validate: () => FieldErrors;
  submit: () => Promise<unknown>;
  /** Toast shown once the call succeeded. */
  success: string;
  /** Business error keys that belong to one field, e.g. `{ PASSWORD_INCORRECT: 'oldPassword' }`. */
  fieldOfError?: Record<string, string>;
}): FormSubmit {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function run() {
    const local = validate();
    setErrors(local);
    if (hasErrors(local)) return;
    setBusy(true);
    try {
      await submit();
      showToast(success, { tone: 'positive' });
    } catch (error) {
      setErrors(serverFieldErrors(error, fieldOfError));
    } finally {
      setBusy(false);
    }
  }

  return {
    errors,
    busy,
    clearError: (field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
    onSubmit: (event) => {
      event.preventDefault();
      if (!busy) void run();
    },
  };
}
