import { useState, type ChangeEvent, type FormEvent, type SetStateAction } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { hasErrors, serverFieldErrors, type FieldErrors, type ServerFieldOptions } from './fieldErrors.ts';

type Values = Record<string, string | boolean>;

export interface Form<V extends Values> {
  values: V;
  /** Sets one field; its message goes away once the user edits it. */
  setValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  setValues: (next: SetStateAction<V>) => void;
  errors: FieldErrors;
  /** For messages found outside submission, e.g. by a send-code button. */
  setErrors: (next: SetStateAction<FieldErrors>) => void;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Props binding one text field: `<TextField label=… {...form.field('account')} />`. */
  field: (name: TextFieldName<V>) => FieldBinding;
}

type TextFieldName<V extends Values> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface FormOptions<V extends Values> {
  initial: V | (() => V);
  /** Local checks; nothing is sent while any field has a message. */
  validate: (values: V) => FieldErrors;
  submit: (values: V, form: Form<V>) => Promise<unknown>;
  /** Toast shown once the call succeeded. */
  success?: string;
  /** Which server messages go under which field. */
  server?: ServerFieldOptions;
  /** After any failed call, once the field messages are set (e.g. a used captcha is replaced). */
  onFailure?: (error: unknown, form: Form<V>) => void;
}

/**
 * A form's values and their messages, and its submission: local checks first, then the call;
 * on success an optional toast, on failure the server's messages go to their fields.
 */
export function useForm<V extends Values>({ initial, validate, submit, success, server, onFailure }: FormOptions<V>): Form<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const form: Form<V> = {
    values,
    setValue: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    setValues,
    errors,
    setErrors,
    busy,
    onSubmit: (event) => {
      event.preventDefault();
      if (!busy) void run();
    },
    field: (name) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event) => form.setValue(name, event.currentTarget.value as V[typeof name]),
    }),
  };

  async function run() {
    const local = validate(values);
    setErrors(local);
    if (hasErrors(local)) return;
    setBusy(true);
    try {
      await submit(values, form);
      if (success) showToast(success, { tone: 'positive' });
    } catch (error) {
      setErrors(serverFieldErrors(error, server));
      onFailure?.(error, form);
    } finally {
      setBusy(false);
    }
  }

  return form;
}
