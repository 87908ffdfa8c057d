import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { ButtonLink } from '../../../design-system/components/Button/Button.tsx';
import * as styles from './RealityCheckDialog.css.ts';

export interface RealityCheckLabels {
  title: string;
  intro: string;
  sessionTime: string;
  bet: string;
  net: string;
  continue: string;
  leaveToHall: string;
  leaveToRecords: string;
}

export interface RealityCheckDialogProps {
  open: boolean;
  labels: RealityCheckLabels;
  /** Already formatted for the reader: "01:00:00", "1,200", "-35.5". */
  sessionTime: string;
  bet: string;
  net: string;
  onContinue: () => void;
  hallHref: string;
  recordsHref: string;
}

/**
 * The reality check: a modal pause with the session's time, amount bet and net result. It has no
 * close button and Escape does nothing: the player chooses to continue or to leave.
 */
export function RealityCheckDialog({ open, labels, sessionTime, bet, net, onContinue, hallHref, recordsHref }: RealityCheckDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const introId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={introId}
      data-testid="reality-check"
      onCancel={(event) => event.preventDefault()}
    >
      {open ? (
        <>
          <h2 id={titleId} className={styles.heading}>
            {labels.title}
          </h2>
          <p id={introId}>{labels.intro}</p>
          <dl className={styles.figures}>
            <dt>{labels.sessionTime}</dt>
            <dd className={styles.figureValue}>{sessionTime}</dd>
            <dt>{labels.bet}</dt>
            <dd className={styles.figureValue}>{bet}</dd>
            <dt>{labels.net}</dt>
            <dd className={styles.figureValue} data-testid="reality-check-net">
              {net}
            </dd>
          </dl>
          <div className={styles.actions}>
            <ButtonLink variant="outline" href={recordsHref}>
              {labels.leaveToRecords}
            </ButtonLink>
            <ButtonLink variant="outline" href={hallHref}>
              {labels.leaveToHall}
            </ButtonLink>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's first choice takes focus as it opens */}
            <Button autoFocus onClick={onContinue}>
              {labels.continue}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
