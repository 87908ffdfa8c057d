import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { machineById, machines } from '../../../../shared/games/machines.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { Button } from '../../../design-system/components/Button/Button.tsx';
import { Select } from '../../../design-system/components/Select/Select.tsx';
import { TextField } from '../../../design-system/components/TextField/TextField.tsx';
import { VerifyResult } from './VerifyResult.tsx';
import { checksOf, verifyRound, type RecordedRound, type VerifyAnswer, type VerifyField, type VerifyInput } from './verifyRound.ts';
import * as styles from './fairness.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface VerifierProps {
  locale: Locale;
  /** Prefilled fields (a round from the records); the rest start empty. */
  initial?: Partial<VerifyInput>;
  /** The server's record of the round, compared with the recomputation. */
  recorded?: RecordedRound;
  /** Verify at once with the prefilled fields (a round whose seed is revealed). */
  autoVerify?: boolean;
}

const firstMachine = machines[0]!;

function startingInput(initial: Partial<VerifyInput> = {}): VerifyInput {
  const machine = machineById(initial.machineId ?? '') ?? firstMachine;
  return {
    machineId: machine.id,
    bet: initial.bet ?? machine.betSteps[0]!,
    serverSeed: initial.serverSeed ?? '',
    clientSeed: initial.clientSeed ?? '',
    nonce: initial.nonce ?? '0',
    serverSeedHash: initial.serverSeedHash ?? '',
  };
}

/**
 * Machine, bet and seeds in; the round recomputed in this browser out. Works without a session:
 * every input can be typed, and a round from the records arrives prefilled.
 */
export function Verifier({ locale, initial, recorded, autoVerify }: VerifierProps) {
  const { t } = useTranslation('fairness');
  const headingId = useId();
  const [input, setInput] = useState<VerifyInput>(() => startingInput(initial));
  const [answer, setAnswer] = useState<VerifyAnswer | undefined>();

  useEffect(() => {
    if (autoVerify) setAnswer(verifyRound(input));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the prefilled fields; later edits verify on request
  }, []);

  const machine = machineById(input.machineId) ?? firstMachine;
  const change = (changes: Partial<VerifyInput>) => {
    setInput((current) => {
      const next = { ...current, ...changes };
      const chosen = machineById(next.machineId);
      // A bet the newly chosen machine does not take becomes its smallest.
      if (chosen && !chosen.betSteps.includes(next.bet)) next.bet = chosen.betSteps[0]!;
      return next;
    });
    // A result shown must be the one of the fields shown.
    setAnswer(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnswer(verifyRound(input));
  };

  const problem = (field: VerifyField) => (answer && !answer.ok && answer.problems[field] ? t(`verifier.problems.${field}`) : undefined);
  const text = (field: 'serverSeed' | 'clientSeed' | 'nonce' | 'serverSeedHash', extra: { hint?: string; inputMode?: 'numeric' } = {}) => (
    <TextField
      label={t(`verifier.${field}`)}
      name={field}
      value={input[field]}
      error={problem(field)}
      hint={extra.hint}
      inputMode={extra.inputMode}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => change({ [field]: event.currentTarget.value })}
    />
  );

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('verifier.title')}
      </h2>
      <p className={styles.muted}>{t('verifier.intro')}</p>
      <form onSubmit={submit} noValidate className={styles.spin}>
        <div className={styles.fields}>
          <Select
            label={t('verifier.machine')}
            name="machine"
            value={input.machineId}
            error={problem('machineId')}
            onChange={(event) => change({ machineId: event.currentTarget.value })}
            options={machines.map((m) => ({ value: m.id, label: t(`games:machines.${m.id}.name`) }))}
          />
          <Select
            label={t('verifier.bet')}
            name="bet"
            value={input.bet}
            error={problem('bet')}
            onChange={(event) => change({ bet: event.currentTarget.value })}
            options={machine.betSteps.map((step) => ({ value: step, label: formatAmount(step, locale) }))}
          />
          {text('nonce', { inputMode: 'numeric' })}
        </div>
        <div className={styles.fields}>
          {text('serverSeed', { hint: t('verifier.serverSeedHint') })}
          {text('clientSeed')}
          {text('serverSeedHash', { hint: t('verifier.serverSeedHashHint') })}
        </div>
        <div className={styles.actions}>
          <Button type="submit" tone="brand">
            {t('verifier.verify')}
          </Button>
        </div>
      </form>
      {/* Present before any result, so screen readers announce the result when it arrives. */}
      <div aria-live="polite">
        {answer?.ok ? <VerifyResult verification={answer.verification} checks={checksOf(answer.verification, recorded)} recorded={recorded} locale={locale} /> : null}
      </div>
    </section>
  );
}
