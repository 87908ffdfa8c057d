import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './Pagination.css.ts';
import { pageCountOf, pageWindow } from './pageWindow.ts';

export interface PaginationProps {
  /** 1-based, like the API's pageNum. */
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number) => void;
  label?: string;
  locale?: Locale;
}

export function Pagination({ pageNum, pageSize, total, onChange, label, locale }: PaginationProps) {
  const text = useDsText(locale);
  const pageCount = pageCountOf(total, pageSize);
  const current = Math.min(Math.max(1, pageNum), pageCount);
  return (
    <nav aria-label={label ?? text.pagination}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={current <= 1}
            aria-label={text.previousPage}
            onClick={() => onChange(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pageWindow(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={formatText(text.pageN, { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                onClick={() => slot !== current && onChange(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            disabled={current >= pageCount}
            aria-label={text.nextPage}
            onClick={() => onChange(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
