import { useEffect, useRef, useState } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useDsText } from '../../i18n/DsLocale.tsx';
import * as styles from './TreeBreadcrumb.css.ts';

export interface TreeBreadcrumbItem {
  id: string | number;
  label: string;
  href: string;
}

export interface TreeBreadcrumbProps {
  /** From the signed-in agent (first) down to the member whose team is shown (last, the current page). */
  items: readonly TreeBreadcrumbItem[];
  /** Names the navigation landmark; defaults to the design system's "team path". */
  label?: string;
  /** Items kept at each end when a phone collapses the middle (at least 1 each). */
  keepStart?: number;
  keepEnd?: number;
  locale?: Locale;
}

/**
 * The path from an agent down through their team, one link per level, the last one the page
 * being shown. On a phone a long path hides its middle levels behind a "…" button (CSS decides,
 * so the server-rendered HTML is already right); on wider screens every level shows. Labels wrap
 * anywhere rather than push the page past the screen's edge.
 */
export function TreeBreadcrumb({ items, label, keepStart = 1, keepEnd = 2, locale }: TreeBreadcrumbProps) {
  const text = useDsText(locale);
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const start = Math.max(1, keepStart);
  const end = Math.max(1, keepEnd);
  const hidden = expanded ? 0 : Math.max(0, items.length - start - end);
  const isHidden = (index: number) => hidden > 0 && index >= start && index < items.length - end;

  // The "…" button goes away once pressed: keyboard focus moves on to the first level it revealed.
  const revealed = useRef(false);
  useEffect(() => {
    if (!expanded || revealed.current) return;
    revealed.current = true;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-level="${start}"] a`)?.focus();
  }, [expanded, start]);

  return (
    <nav aria-label={label ?? text.teamPath} className={styles.nav}>
      <ol ref={listRef} className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return [
            hidden > 0 && index === start ? (
              <li key="collapse" className={styles.collapseItem}>
                <button
                  type="button"
                  className={styles.collapse}
                  aria-expanded={false}
                  aria-label={formatText(text.showHiddenLevels, { count: hidden })}
                  onClick={() => setExpanded(true)}
                >
                  …
                </button>
              </li>
            ) : null,
            <li key={item.id} className={styles.item({ collapsible: isHidden(index) })} data-level={index}>
              <a
                href={item.href}
                className={styles.link({ current })}
                aria-current={current ? 'page' : undefined}
              >
                {item.label}
              </a>
            </li>,
          ];
        })}
      </ol>
    </nav>
  );
}
