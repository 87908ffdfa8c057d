import type { TFunction } from 'i18next';
import * as f from '../../contracts/fields.ts';
import { branchCode, cardNumber } from '../../contracts/bank-cards.ts';
import type { FieldErrors } from '../shared/fieldErrors.ts';

// The bank-card form checks the same field rules the server applies, answered in `finance` words.

export const CARD_TEXT_FIELDS = ['bankName', 'cardNumber', 'holderName', 'lastName', 'firstName', 'pinyinName', 'branchCode', 'branchName'] as const;
export type CardTextField = (typeof CARD_TEXT_FIELDS)[number];
export type CardFormValues = Record<CardTextField, string> & { isDefault: boolean };

const SCHEMAS = {
  bankName: f.personName,
  cardNumber,
  holderName: f.personName,
  lastName: f.personName,
  firstName: f.personName,
  pinyinName: f.latinName,
  branchCode,
  branchName: f.personName,
} as const;

/** Message for a value of the wrong shape, by field (the contract's own error names for the number). */
function shapeMessage(field: CardTextField, issue: { code: string; message: string; maximum?: unknown }, t: TFunction): string {
  const label = t(`bankCard.fields.${field}`);
  if (issue.code === 'too_big') return t('validation.tooLong', { field: label, max: Number(issue.maximum) });
  if (field === 'cardNumber') return t(issue.message === 'cardNumberCheck' ? 'validation.cardNumberCheck' : 'validation.cardNumber');
  if (field === 'branchCode') return t('validation.branchCode');
  if (field === 'pinyinName') return t('validation.latinName');
  return t('validation.plainText', { field: label });
}

/**
 * Messages for every field that breaks its rule (nothing is sent while there are any). A saved
 * card's number may stay empty: the server then keeps the stored one.
 */
export function checkCardForm(values: CardFormValues, t: TFunction, { editing = false }: { editing?: boolean } = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of CARD_TEXT_FIELDS) {
    const value = values[field];
    if (editing && field === 'cardNumber' && value.trim() === '') continue;
    if (value.trim() === '') {
      errors[field] = t('validation.required', { field: t(`bankCard.fields.${field}`) });
      continue;
    }
    const result = SCHEMAS[field].safeParse(value);
    if (!result.success) errors[field] = shapeMessage(field, result.error.issues[0] as never, t);
  }
  return errors;
}
