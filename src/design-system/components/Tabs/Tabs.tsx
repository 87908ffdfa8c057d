import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Hides the tab bar, e.g. while a sub-view is open; panels still render. */
  hideList?: boolean;
}

/** Tabs with roving focus: arrows, Home and End move and select; only the selected tab is tabbable. */
export function Tabs({ items, label, value, defaultValue, onChange, hideList = false }: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [internal, setInternal] = useState(defaultValue ?? enabled[0]?.id);
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  function select(id: string) {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, id: string) {
    const index = enabled.findIndex((item) => item.id === id);
    const last = enabled.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    const next = enabled[target];
    tabRefs.current.get(next.id)?.focus();
    select(next.id);
  }

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} hidden={hideList}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {item.id === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
}
