import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import * as f from './fields.ts';
import { secret } from './secret.ts';

/** Luhn check for long card numbers; 7-digit Japanese account numbers have no check digit. */
export function passesCardCheck(digits: string): boolean {
  if (digits.length === 7) return true;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** Card or account number: spaces and dashes allowed while typing, stored as digits. Kept out of logs. */
export const cardNumber = secret(
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text) => text.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(/^(\d{7}|\d{12,19})$/, { error: 'cardNumber' }), z.refine(passesCardCheck, { error: 'cardNumberCheck' })),
  ),
);

/** Bank branch code (Japan: three digits; elsewhere up to six). */
export const branchCode = z.string().check(z.trim(), z.regex(/^\d{3,6}$/, { error: 'branchCode' }));

const bankCardFields = {
  bankName: f.personName,
  cardNumber,
  holderName: f.personName,
  firstName: f.personName,
  lastName: f.personName,
  pinyinName: f.latinName,
  branchCode,
  branchName: f.personName,
  isDefault: z.optional(z.boolean()),
};

/** A bound card as the screens see it: the number only masked. */
export const bankCard = z.object({
  id: z.number().check(z.int()),
  bankName: z.string(),
  /** e.g. "**** **** **** 1234". */
  cardNumberMasked: z.string(),
  last4: z.string(),
  holderName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  pinyinName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  isDefault: z.boolean(),
  /** Whether the holder's name matches the account's name (needed for deposits and withdrawals). */
  nameMatches: z.boolean(),
  createdAt: isoDateTime,
});
export type BankCard = z.infer<typeof bankCard>;

export const MAX_BANK_CARDS = 5;

export const bankCardBind = defineCall({
  path: '/v2/app/user/bank',
  auth: 'user',
  tag: 'wallet',
  summary: 'Bind a new bank card; the first becomes the default, and fills an empty profile name',
  request: z.strictObject(bankCardFields),
  response: bankCard,
});

/** Fields of a saved card that change: an absent field keeps its stored value. */
const bankCardChanges = z.partial(z.object(bankCardFields));

export const bankCardSave = defineCall({
  path: '/v2/app/user/bank/save',
  auth: 'user',
  tag: 'wallet',
  summary: 'Change some fields of one of the user’s bank cards (absent fields, the number included, stay as stored), or make it the default',
  request: z.strictObject({ id: z.number().check(z.int(), z.positive()), ...bankCardChanges.shape }).check(
    // A save that names no field would change nothing: surely the caller's mistake.
    z.refine((body) => Object.keys(body).some((key) => key !== 'id' && body[key as keyof typeof body] !== undefined), {
      message: 'nothingToChange',
      path: [],
      // Only said of a body whose fields are otherwise fine (an unknown field alone is its own issue).
      when: (payload) => payload.issues.length === 0,
    }),
  ),
  response: bankCard,
});

export const bankCardList = defineCall({
  path: '/v2/app/user/bank/list',
  auth: 'user',
  tag: 'wallet',
  summary: 'The user’s bound bank cards, default first',
  request: emptyRequest,
  response: z.array(bankCard),
});

export const bankCardDefault = defineCall({
  path: '/v2/app/user/get/bank',
  auth: 'user',
  tag: 'wallet',
  summary: 'The default bank card, or null when none is bound',
  request: emptyRequest,
  response: z.nullable(bankCard),
});

export const bankCardRemove = defineCall({
  path: '/v2/app/user/bank/remove',
  auth: 'user',
  tag: 'wallet',
  summary: 'Unbind a bank card (history keeps it)',
  request: z.strictObject({ id: z.number().check(z.int(), z.positive()) }),
  response: z.object({ removed: z.literal(true) }),
});
