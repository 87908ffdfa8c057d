import { useEffect, useRef } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { Button } from '../Button/Button.tsx';
import { formatLetterTime } from './letterTime.ts';
import * as styles from './LetterReader.css.ts';

export interface LetterReaderProps {
  letter: { title: string; body: string; createdAt: string; broadcast?: boolean };
  /** Back to the list. */
  onBack: () => void;
  locale?: Locale;
  timeZone?: string;
}

/** One letter: its title (focused when it opens, so keyboard and screen-reader users land on it), time and body. */
export function LetterReader({ letter, onBack, locale, timeZone }: LetterReaderProps) {
  const text = useDsText(locale);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [letter.title]);
  return (
    <article className={styles.root}>
      <h2 className={styles.title} ref={heading} tabIndex={-1}>
        {letter.title}
      </h2>
      <p className={styles.meta}>
        <time dateTime={letter.createdAt}>{formatLetterTime(letter.createdAt, locale, timeZone)}</time>
        {letter.broadcast ? ` · ${text.letterToEveryone}` : null}
      </p>
      <p className={styles.body}>{letter.body}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={onBack}>
          {text.letterBack}
        </Button>
      </div>
    </article>
  );
}
