import type { ReactNode } from 'react';
import * as styles from './NavMenu.css.ts';

export const NAV_MENU_VARIANTS = ['bar', 'sidebar', 'footer'] as const;
export type NavMenuVariant = (typeof NAV_MENU_VARIANTS)[number];

export interface NavItem {
  label: ReactNode;
  href: string;
  /** Decorative; hidden from assistive technology. */
  icon?: ReactNode;
  current?: boolean;
}

export interface NavMenuProps {
  items: readonly NavItem[];
  /** Accessible name of the navigation landmark. */
  label: string;
  variant?: NavMenuVariant;
}

/**
 * A list of links in a labelled nav; the current page is marked with aria-current. The sidebar
 * variant is a column on a desktop and one row scrolling sideways on a phone.
 */
export function NavMenu({ items, label, variant = 'bar' }: NavMenuProps) {
  return (
    <nav aria-label={label} data-variant={variant}>
      <ul className={styles.list({ variant })}>
        {items.map((item) => (
          <li key={item.href}>
            <a className={styles.link({ variant })} href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {item.icon}
                </span>
              ) : null}
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
