import type { Locale } from '../../../../shared/locales.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { formatLetterTime } from '../LetterReader/letterTime.ts';
import * as styles from './LetterList.css.ts';

export interface LetterSummary {
  id: number;
  title: string;
  read: boolean;
  /** ISO-8601. */
  createdAt: string;
  /** Sent to every player. */
  broadcast?: boolean;
}

export interface LetterListProps {
  letters: readonly LetterSummary[];
  onOpen: (id: number) => void;
  locale?: Locale;
  /** Time zone the times are shown in (the browser's when absent). */
  timeZone?: string;
}

/**
 * The inbox's letters, newest first: each row is a button that opens the letter. An unread letter
 * is marked by a dot and a bold title, and says "Unread" to screen readers.
 */
export function LetterList({ letters, onOpen, locale, timeZone }: LetterListProps) {
  const text = useDsText(locale);
  return (
    <ul className={styles.list}>
      {letters.map((letter) => (
        <li key={letter.id} className={styles.item}>
          <button type="button" className={`${styles.row}${letter.read ? '' : ` ${styles.unreadRow}`}`} onClick={() => onOpen(letter.id)}>
            <span className={`${styles.dot}${letter.read ? '' : ` ${styles.unreadDot}`}`} aria-hidden="true" />
            <span className={`${styles.title}${letter.read ? '' : ` ${styles.unreadTitle}`}`}>
              {letter.read ? null : <span className={visuallyHidden}>{text.letterUnread} </span>}
              {letter.title}
            </span>
            <span className={styles.meta}>
              <time dateTime={letter.createdAt}>{formatLetterTime(letter.createdAt, locale, timeZone)}</time>
              {letter.broadcast ? ` · ${text.letterToEveryone}` : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
