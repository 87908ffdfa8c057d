import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import * as styles from './detailsPopover.css.ts';

export interface DetailsPopoverProps {
  /** The button's words: what opens ("3 winning lines"). */
  label: string;
  /** The panel's heading. */
  title: string;
  /** data-testid of the button. */
  testId: string;
  children: ReactNode;
}

/**
 * A button that opens a round's details in a popover over the screen (the browser's own: Esc or a
 * click outside closes it, focus returns to the button). The button says whether it is open.
 */
export function DetailsPopover({ label, title, testId, children }: DetailsPopoverProps) {
  const { t } = useTranslation('machine');
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);

  return (
    <>
      <Button variant="outline" size="small" popoverTarget={id} aria-expanded={open} aria-controls={id} data-testid={testId}>
        {label}
      </Button>
      <div ref={panelRef} id={id} popover="auto" className={styles.panel} role="dialog" aria-labelledby={`${id}-title`}>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.heading}>
            {title}
          </h2>
          <Button variant="ghost" size="small" popoverTarget={id} popoverTargetAction="hide">
            {t('details.close')}
          </Button>
        </div>
        {children}
      </div>
    </>
  );
}
