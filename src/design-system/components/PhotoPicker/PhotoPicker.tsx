import { useId, type ChangeEvent } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './PhotoPicker.css.ts';

export const PHOTO_PICKER_STATES = ['empty', 'compressing', 'ready', 'failed'] as const;
export type PhotoPickerState = (typeof PHOTO_PICKER_STATES)[number];

export interface PhotoPickerProps {
  /** What to photograph ("Front of the ID card"). */
  label: string;
  hint?: string;
  state: PhotoPickerState;
  /** 0..100 while compressing. */
  progress?: number;
  /** URL of the picked photo (a data URL: the pages' Content-Security-Policy refuses blob: images). */
  previewUrl?: string | null;
  /** The failure's message, shown with `failed`. */
  error?: string | null;
  /**
   * `environment` or `user` opens the camera on phones (the `capture` attribute); absent: the
   * file picker (desktops, or phones where the player may choose a saved photo).
   */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  onPick: (file: File) => void;
  /** Offered while compressing. */
  onCancel?: () => void;
  locale?: Locale;
}

/** One photo to upload: a picker (camera on phones), its preview, progress and error. */
export function PhotoPicker({ label, hint, state, progress = 0, previewUrl, error, capture, disabled, onPick, onCancel, locale }: PhotoPickerProps) {
  const text = useDsText(locale);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (file) onPick(file);
  };
  const describedBy = [hint ? hintId : null, state === 'failed' && error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const percent = Math.round(Math.min(100, Math.max(0, progress)));

  return (
    <div className={styles.picker} data-state={state}>
      <span className={styles.label}>{label}</span>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.frame}>
        {state === 'ready' && previewUrl ? (
          <img className={styles.preview} src={previewUrl} alt={formatText(text.photoPreview, { label })} />
        ) : (
          <span className={styles.placeholder}>{state === 'compressing' ? text.photoCompressing : text.photoNone}</span>
        )}
      </div>
      {state === 'compressing' ? (
        <div className={styles.track} role="progressbar" aria-label={formatText(text.photoProgress, { label })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
          <div className={styles.bar} style={{ transform: `scaleX(${percent / 100})` }} />
        </div>
      ) : null}
      {state === 'failed' && error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <input
          id={inputId}
          className={styles.input}
          type="file"
          accept="image/*"
          {...(capture ? { capture } : {})}
          disabled={disabled || state === 'compressing'}
          aria-describedby={describedBy}
          aria-label={formatText(state === 'ready' ? text.photoChange : text.photoChoose, { label })}
          onChange={onChange}
        />
        <label htmlFor={inputId} className={styles.chooser} aria-hidden="true">
          {state === 'ready' ? text.photoChangeShort : capture ? text.photoTake : text.photoChooseShort}
        </label>
        {state === 'compressing' && onCancel ? (
          <Button variant="ghost" size="small" onClick={onCancel}>
            {text.photoCancel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
