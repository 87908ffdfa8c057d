import { useState, type ChangeEvent, type FormEvent, type SetStateAction } from 'react';
import { useStore } from '@nanostores/react';
import type { FieldErrors, ServerFieldOptions } from './fieldErrors.ts';
import { createFormStore, type FormStore, type FormValues } from './formStore.ts';

type Values = FormValues;

export interface Form<V extends Values> {
  values: V;
  /** Sets one field as the player does: its message and the form's top message go away. */
  setValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Sets values for the player (a remembered login, an emptied captcha): messages stay. */
  setValues: (next: SetStateAction<V>) => void;
  errors: FieldErrors;
  /** A failure that names no field, for `<FormAlert message={form.formError} />` at the form's top. */
  formError: string | undefined;
  /** For messages found outside submission, e.g. by a send-code button. */
  setErrors: (next: SetStateAction<FieldErrors>) => void;
  /** Shows a failed call made outside submission (a send-code button) where it belongs. */
  fail: (error: unknown) => void;
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
  /** Which server messages go under which field; the rest is said at the form's top. */
  server?: ServerFieldOptions;
  /** Added to the top message after a failed call (e.g. that the captcha was replaced). */
  failureNote?: string;
  /** After any failed call, once the messages are set (e.g. a used captcha is replaced). */
  onFailure?: (error: unknown, form: Form<V>) => void;
}

/**
 * A form's values and messages (kept in a `createFormStore` store), and its submission: local
 * checks first, then the call; on success an optional toast, on failure the messages go under
 * the fields the server names or to the form's top, and stay until the player edits.
 */
export function useForm<V extends Values>({ initial, validate, submit, success, server, failureNote, onFailure }: FormOptions<V>): Form<V> {
  const [store] = useState<FormStore<V>>(() => createFormStore(typeof initial === 'function' ? initial() : initial));
  const { values, errors, formError, busy } = useStore(store.$form);

  const form: Form<V> = {
    values,
    setValue: store.setValue,
    setValues: store.setValues,
    errors,
    formError,
    setErrors: store.setErrors,
    fail: (error) => store.fail(error, server),
    busy,
    onSubmit: (event) => {
      event.preventDefault();
      void store.submit({
        validate,
        submit: (current) => submit(current, form),
        success,
        server,
        failureNote,
        onFailure: (error) => onFailure?.(error, form),
      });
    },
    field: (name) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event) => store.setValue(name, event.currentTarget.value as V[typeof name]),
    }),
  };

  return form;
}
