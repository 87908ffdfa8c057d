import { useId, useState } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { formatText } from '../../i18n/dsText.ts';
import { useOpsText } from '../../i18n/useOpsText.ts';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { jsonDiff, type DiffChange } from './jsonDiff.ts';
import * as styles from './BeforeAfterDiff.css.ts';

export interface BeforeAfterDiffProps {
  /** The JSON before the change (null for a creation). */
  before: unknown;
  /** The JSON after the change (null for a deletion). */
  after: unknown;
  /** Names the table, e.g. "withdrawal W000123". */
  caption: string;
  /** Start with only the changed fields shown. */
  changesOnly?: boolean;
  locale?: Locale;
}

/**
 * An audit row's before and after, field by field. Changed fields are highlighted and say how they
 * changed in words as well (not by colour alone); unchanged ones can be hidden.
 */
export function BeforeAfterDiff({ before, after, caption, changesOnly = false, locale }: BeforeAfterDiffProps) {
  const text = useOpsText(locale).diff;
  const captionId = useId();
  const [onlyChanges, setOnlyChanges] = useState(changesOnly);
  const rows = jsonDiff(before, after);
  const changed = rows.filter((row) => row.change !== 'unchanged');
  const shown = onlyChanges ? changed : rows;
  const changeLabel: Record<DiffChange, string> = { added: text.added, removed: text.removed, changed: text.changed, unchanged: text.unchanged };
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.summary}>{changed.length ? formatText(text.summary, { count: changed.length }) : text.noChanges}</p>
        <Checkbox label={text.onlyChanges} checked={onlyChanges} onChange={(event) => setOnlyChanges(event.target.checked)} />
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
      <div className={styles.wrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>{text.field}</th>
              <th scope="col" className={styles.th}>{text.change}</th>
              <th scope="col" className={styles.th}>{text.before}</th>
              <th scope="col" className={styles.th}>{text.after}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.path} className={styles.row({ change: row.change })} data-change={row.change}>
                <th scope="row" className={styles.path}>{row.path || '—'}</th>
                <td className={styles.td}>{changeLabel[row.change]}</td>
                <td className={styles.value({ side: row.change === 'unchanged' ? 'same' : 'before' })}>
                  {row.before === undefined ? <span className={styles.none}>{text.none}</span> : <code>{row.before}</code>}
                </td>
                <td className={styles.value({ side: row.change === 'unchanged' ? 'same' : 'after' })}>
                  {row.after === undefined ? <span className={styles.none}>{text.none}</span> : <code>{row.after}</code>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
