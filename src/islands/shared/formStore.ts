import { atom, type ReadableAtom } from 'nanostores';
import { isApiError } from '../../api/ApiError.ts';
import { dismissToast, showToast } from '../../stores/toasts.ts';
import { formLevelError, hasErrors, serverFieldErrors, type FieldErrors, type ServerFieldOptions } from './fieldErrors.ts';

export type FormValues = Record<string, string | boolean>;

export interface FormSnapshot<V extends FormValues> {
  values: V;
  /** Messages under fields, by field name. */
  errors: FieldErrors;
  /** A message about the whole form, shown at its top (a failure that names no field). */
  formError: string | undefined;
  busy: boolean;
}

export interface SubmitRules<V extends FormValues> {
  /** Local checks; nothing is sent while any field has a message. */
  validate: (values: V) => FieldErrors;
  /** The call; it rejects with the API's error. */
  submit: (values: V) => Promise<unknown>;
  /** Toast shown once the call succeeded. */
  success?: string;
  /** Which server messages go under which field. */
  server?: ServerFieldOptions;
  /** Added to the form's top message after a failed call (e.g. that the captcha was replaced). */
  failureNote?: string;
  /** After a failed call, once its messages are set. */
  onFailure?: (error: unknown) => void;
}

export interface FormStore<V extends FormValues> {
  $form: ReadableAtom<FormSnapshot<V>>;
  /** The player edits one field: its message and the form's top message go away. */
  setValue: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Values set by the program (a saved answer, an emptied captcha): messages stay. */
  setValues: (next: V | ((current: V) => V)) => void;
  setErrors: (next: FieldErrors | ((current: FieldErrors) => FieldErrors)) => void;
  /** Puts a failed call's messages where they belong: under the fields it names, else at the top. */
  fail: (error: unknown, server?: ServerFieldOptions, note?: string) => void;
  /** Local checks, then the call; answers whether it succeeded. A second submit while busy is ignored. */
  submit: (rules: SubmitRules<V>) => Promise<boolean>;
}

/**
 * One form's values and messages, without React (`useForm` renders it). Messages stay until the
 * player edits: a field's own message until that field changes, the top message until any does.
 */
export function createFormStore<V extends FormValues>(initial: V): FormStore<V> {
  const $form = atom<FormSnapshot<V>>({ values: initial, errors: {}, formError: undefined, busy: false });
  const update = (change: Partial<FormSnapshot<V>>) => $form.set({ ...$form.get(), ...change });

  const store: FormStore<V> = {
    $form,
    setValue: (field, value) => {
      const { values, errors } = $form.get();
      update({
        values: { ...values, [field]: value },
        errors: errors[field] ? { ...errors, [field]: undefined } : errors,
        formError: undefined,
      });
    },
    setValues: (next) => {
      const { values } = $form.get();
      update({ values: typeof next === 'function' ? next(values) : next });
    },
    setErrors: (next) => {
      const { errors } = $form.get();
      update({ errors: typeof next === 'function' ? next(errors) : next });
    },
    fail: (error, server, note) => {
      const errors = serverFieldErrors(error, server);
      const top = [formLevelError(error, errors), note].filter(Boolean).join(' ');
      // Other fields keep their messages (a send-code button fails while the form is half filled).
      update({ errors: { ...$form.get().errors, ...errors }, formError: top || undefined });
      // The API client toasts every failure; this one is now said in the form, where it stays.
      if (isApiError(error) && error.toastId !== undefined) dismissToast(error.toastId);
    },
    submit: async ({ validate, submit, success, server, failureNote, onFailure }) => {
      if ($form.get().busy) return false;
      const local = validate($form.get().values);
      update({ errors: local, formError: undefined });
      if (hasErrors(local)) return false;
      update({ busy: true });
      try {
        await submit($form.get().values);
        if (success) showToast(success, { tone: 'positive' });
        return true;
      } catch (error) {
        store.fail(error, server, failureNote);
        onFailure?.(error);
        return false;
      } finally {
        update({ busy: false });
      }
    },
  };
  return store;
}
