import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { bankCardSave, bankCardBind } from '../../contracts/bank-cards.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Checkbox } from '../../design-system/components/Checkbox/Checkbox.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { useForm } from '../shared/useForm.ts';
import * as userStyles from '../user/user.css.ts';
import { CARD_TEXT_FIELDS, checkCardForm, type CardFormValues, type CardTextField } from './bankCardRules.ts';

const AUTOCOMPLETE: Record<CardTextField, string> = {
  bankName: 'off',
  cardNumber: 'off',
  holderName: 'cc-name',
  lastName: 'family-name',
  firstName: 'given-name',
  pinyinName: 'name',
  branchCode: 'off',
  branchName: 'off',
};

const HINTS: Partial<Record<CardTextField, string>> = {
  cardNumber: 'bankCard.hints.cardNumber',
  pinyinName: 'bankCard.hints.pinyinName',
  branchCode: 'bankCard.hints.branchCode',
};

/** The account's names a new card must carry (the Latin name is compared with the account's). */
export type ProfileNames = Partial<Record<'lastName' | 'firstName' | 'pinyinName', string | null>>;
const PROFILE_NAME_FIELDS = ['lastName', 'firstName', 'pinyinName'] as const;

function initialValues(card: BankCard | undefined, names: ProfileNames | undefined): CardFormValues {
  return {
    bankName: card?.bankName ?? '',
    // Never answered in full: left empty, a saved card keeps its number.
    cardNumber: '',
    holderName: card?.holderName ?? '',
    lastName: card?.lastName ?? names?.lastName ?? '',
    firstName: card?.firstName ?? names?.firstName ?? '',
    pinyinName: card?.pinyinName ?? names?.pinyinName ?? '',
    branchCode: card?.branchCode ?? '',
    branchName: card?.branchName ?? '',
    isDefault: card?.isDefault ?? false,
  };
}

export interface BankCardFormProps {
  /** The card being changed; a new card is bound without it. */
  card?: BankCard;
  /** The account's names, prefilled into a new card's name fields the player has not typed in. */
  profileNames?: ProfileNames;
  onDone: (card: BankCard) => void;
  onCancel?: () => void;
}

/** Binds a new bank card, or changes one (its number retyped only to replace it). */
export function BankCardForm({ card, profileNames, onDone, onCancel }: BankCardFormProps) {
  const { t } = useTranslation('finance');
  const editing = card !== undefined;
  const form = useForm<CardFormValues>({
    initial: () => initialValues(card, profileNames),
    validate: (values) => checkCardForm(values, t, { editing }),
    submit: async (values) => {
      const fields = Object.fromEntries(CARD_TEXT_FIELDS.map((field) => [field, values[field]])) as Record<CardTextField, string>;
      // A saved card's number is sent only when a new one was typed; empty keeps the stored one.
      const { cardNumber, ...others } = fields;
      const saved = card
        ? await call(bankCardSave, { id: card.id, ...others, ...(cardNumber.trim() ? { cardNumber } : {}), isDefault: values.isDefault })
        : await call(bankCardBind, { ...fields, isDefault: values.isDefault });
      onDone(saved);
    },
    success: t(card ? 'bankCard.saved' : 'bankCard.bound'),
    server: { fieldOfError: { BANK_CARD_DUPLICATE: 'cardNumber' } },
  });

  // The profile may arrive after the form is shown: it fills only the name fields still empty.
  const prefill = useEffectEvent((names: ProfileNames) => {
    if (editing) return;
    form.setValues((current) => {
      const next = { ...current };
      for (const field of PROFILE_NAME_FIELDS) if (current[field] === '' && names[field]) next[field] = names[field];
      return next;
    });
  });
  useEffect(() => {
    if (profileNames) prefill(profileNames);
  }, [profileNames]);

  return (
    <form className={userStyles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <div className={userStyles.twoColumns}>
        {CARD_TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`bankCard.fields.${field}`)}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === 'cardNumber' || field === 'branchCode' ? 'numeric' : undefined}
            hint={field === 'cardNumber' && editing ? t('bankCard.hints.cardNumberKeep') : HINTS[field] ? t(HINTS[field]) : undefined}
            required={!(field === 'cardNumber' && editing)}
            {...form.field(field)}
          />
        ))}
      </div>
      <Checkbox
        label={t('bankCard.fields.isDefault')}
        name="isDefault"
        checked={form.values.isDefault}
        // The default moves to another card; it is never simply taken away.
        disabled={card?.isDefault === true}
        onChange={(event) => form.setValue('isDefault', event.currentTarget.checked)}
      />
      <div className={userStyles.actions}>
        <Button type="submit" tone="brand" busy={form.busy}>
          {t(card ? 'bankCard.submitSave' : 'bankCard.submitBind')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('bankCard.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
