import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { Button, type ButtonSize, type ButtonTone, type ButtonVariant } from '../Button/Button.tsx';

export const DEFAULT_COUNTDOWN_SECONDS = 60;

export interface CountdownButtonProps {
  /** Sends the code. Counting starts only once this resolves; a rejection leaves the button ready. */
  onStart: () => unknown;
  seconds?: number;
  /** E.g. while the e-mail field is empty. */
  disabled?: boolean;
  /** Idle label; defaults to "Send code". */
  children?: ReactNode;
  /** Label while counting, with `{{seconds}}`; defaults to "{{seconds}} s". */
  countingLabel?: string;
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  locale?: Locale;
}

export function CountdownButton({
  onStart,
  seconds = DEFAULT_COUNTDOWN_SECONDS,
  disabled = false,
  children,
  countingLabel,
  tone,
  variant = 'outline',
  size,
  locale,
}: CountdownButtonProps) {
  const text = useDsText(locale);
  const [remaining, setRemaining] = useState(0);
  const [starting, setStarting] = useState(false);
  const endsAt = useRef(0);

  const counting = remaining > 0;

  useEffect(() => {
    if (!counting) return;
    // Measured against the clock, so a throttled background tab still ends on time.
    const timer = setInterval(() => {
      setRemaining(Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000)));
    }, 250);
    return () => clearInterval(timer);
  }, [counting]);

  async function start() {
    setStarting(true);
    try {
      await onStart();
      endsAt.current = Date.now() + seconds * 1000;
      setRemaining(seconds);
    } catch {
      // The caller reports the failure; the button simply stays available for another try.
    } finally {
      setStarting(false);
    }
  }

  return (
    <Button
      tone={tone}
      variant={variant}
      size={size}
      disabled={disabled || counting || starting}
      aria-busy={starting || undefined}
      onClick={() => void start()}
    >
      {counting ? formatText(countingLabel ?? text.countdown, { seconds: remaining }) : (children ?? text.sendCode)}
    </Button>
  );
}
