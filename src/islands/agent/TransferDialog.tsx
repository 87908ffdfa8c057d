import type { FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import type { Locale } from '../../../shared/locales.ts';
import { AmountInput } from '../../design-system/components/AmountInput/AmountInput.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Modal } from '../../design-system/components/Modal/Modal.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { $balance } from '../../stores/balance.ts';
import { $user } from '../../stores/session.ts';
import { $transfer, closeTransfer, submitTransfer, type OpenTransfer } from '../../stores/agentMembers.ts';
import * as styles from './agent.css.ts';
import { FundPasswordField } from '../shared/FundPasswordField.tsx';

function TransferForm({ open, locale }: { open: OpenTransfer; locale: Locale }) {
  const { t } = useTranslation('agent');
  const { member, direction, form } = open;
  const { values, errors, formError, busy } = useStore(form.$form);
  const balance = useStore($balance);
  // Transfers in are confirmed with the agent's fund password: without one there is nothing to type.
  const user = useStore($user);
  const needsPaymentPassword = direction === 'in' && user.hasPaymentPassword === false;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitTransfer(t, locale);
  };
  const source = direction === 'in' ? balance : member.userBalance;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      <p className={styles.muted}>{t('transfer.memberBalance', { amount: formatAmount(member.userBalance, locale) })}</p>
      <AmountInput
        label={t('transfer.amount')}
        name="amount"
        decimals={4}
        unit={t('finance:unit.coins')}
        rangeHint={
          source === undefined
            ? undefined
            : direction === 'in'
              ? t('transfer.yourBalance', { amount: formatAmount(source, locale) })
              : t('transfer.memberBalance', { amount: formatAmount(source, locale) })
        }
        value={values.amount}
        onValueChange={(next) => form.setValue('amount', next)}
        error={errors.amount}
        locale={locale}
      />
      {direction === 'out' ? (
        <TextField
          type="password"
          label={t('transfer.memberPassword')}
          hint={t('transfer.memberPasswordHint')}
          autoComplete="off"
          name="memberPassword"
          value={values.memberPassword}
          error={errors.memberPassword}
          onChange={(event) => form.setValue('memberPassword', event.currentTarget.value)}
        />
      ) : (
        <FundPasswordField
          hasPaymentPassword={!needsPaymentPassword}
          label={t('transfer.paymentPassword')}
          hint={t('transfer.paymentPasswordHint')}
          missing={t('transfer.noPaymentPassword')}
          setLink={t('transfer.setPaymentPassword')}
          locale={locale}
          name="paymentPassword"
          value={values.paymentPassword}
          error={errors.paymentPassword}
          onChange={(event) => form.setValue('paymentPassword', event.currentTarget.value)}
        />
      )}
      <div className={styles.actions}>
        <Button variant="outline" tone="neutral" onClick={closeTransfer}>
          {t('transfer.close')}
        </Button>
        <Button type="submit" tone="brand" busy={busy} disabled={needsPaymentPassword}>
          {direction === 'in' ? t('transfer.submitIn') : t('transfer.submitOut')}
        </Button>
      </div>
    </form>
  );
}

/** "Transfer in" (agent → direct member, the agent's fund password) and "Take back" (the member's login password). */
export function TransferDialog({ locale }: { locale: Locale }) {
  const { t } = useTranslation('agent');
  const open = useStore($transfer);
  const title = open ? t(open.direction === 'in' ? 'transfer.inTitle' : 'transfer.outTitle', { account: open.member.account }) : '';
  return (
    <Modal open={open !== null} onClose={closeTransfer} title={title} locale={locale}>
      {open ? <TransferForm key={`${open.member.userId}-${open.direction}`} open={open} locale={locale} /> : null}
    </Modal>
  );
}
