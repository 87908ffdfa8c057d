import * as styles from './transfer.css.ts';

export interface TransferStepsProps {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** Index of the step shown (0-based); steps before it are done. */
  current: number;
  /** Names the list for screen readers ("Transfer steps"). */
  label: string;
  /** "Step {{current}} of {{total}}" already filled in, read out with the list. */
  progress: string;
}

/** Where the player is in the transfer: every step, the current one marked (`aria-current="step"`). */
export function TransferSteps({ steps, current, label, progress }: TransferStepsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((name, index) => (
          <li
            key={name}
            className={[styles.step, index < current ? styles.stepDone : '', index === current ? styles.stepCurrent : ''].filter(Boolean).join(' ')}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {index < current ? '✓' : `${index + 1}.`}
            </span>
            {name}
          </li>
        ))}
      </ol>
      <p className={styles.progress}>{progress}</p>
    </nav>
  );
}
