import * as styles from './finance.css.ts';

/** A money screen's warning: what stops the player, and the link to the page that fixes it. */
export function WarningNotice({ message, linkText, href }: { message: string; linkText: string; href: string }) {
  return (
    <p className={styles.warning}>
      <span className={styles.noticeIcon} aria-hidden="true">
        ⚠
      </span>
      <span>
        {message}{' '}
        <a className={styles.link} href={href}>
          {linkText}
        </a>
      </span>
    </p>
  );
}
