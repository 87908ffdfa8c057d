import { atom } from 'nanostores';
import type { TFunction } from 'i18next';
import { call } from '../api/calls.ts';
import { isApiError } from '../api/ApiError.ts';
import { branchCode as branchCodeRule } from '../contracts/bank-cards.ts';
import * as f from '../contracts/fields.ts';
import { holderKana as holderKanaRule, jsyAccount as jsyAccountRule, type JsyTransferRecord, jsyTransferValidate, jsyTransferValidateCard, jsyTransferResendCode, jsyTransferLogin, jsyTransferConfirm } from '../contracts/jsy.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import type { Locale } from '../../shared/locales.ts';
import { ActionKey } from '../islands/finance/actionKey.ts';
import { amountFromBalanceError, fundPasswordError } from '../islands/finance/amountError.ts';
import { compareAmounts, normalizeAmount } from '../islands/finance/amounts.fns.ts';
import type { FieldErrors } from '../islands/shared/fieldErrors.ts';
import { createFormStore, type FormStore } from '../islands/shared/formStore.ts';
import { $balance, refreshBalance } from './balance.ts';
import { $user } from './session.ts';

// The transfer of game coins to the player's account at the partner wallet JSY, as five steps
// (server/modules/jsy/README.md): the JSY account → the bank card on file (the Japanese page adds
// the branch code and the holder's name in katakana) → a code mailed to the player (resend after
// 60 s) and the JSY password → the amount with the fund password (and the app key code when one
// is bound) → the outcome. Islands render these stores; every action here runs without React.
// Messages of local checks come from the `transfer` and `finance` namespaces; refusals are the
// server's own message (in the page's language) under the field it concerns, or at the form's top.

/** Messages in the page's language: keys of the `transfer` namespace, and `finance:` ones. */
export type Translate = TFunction;

export const JSY_STEPS = ['account', 'card', 'login', 'amount', 'result'] as const;
export type JsyStep = (typeof JSY_STEPS)[number];

/** `standard`: /account-transfer; `jp`: /account-transfer-jp, which also asks for the branch code and the katakana name. */
export type JsyVariant = 'standard' | 'jp';

/** The wait before another code may be mailed, when the server does not say (one a minute). */
export const RESEND_SECONDS = 60;

export interface JsyFlow {
  step: JsyStep;
  /** The account the partner confirmed (lower case). */
  jsyAccount: string | null;
  /** The card confirmed at step 2, masked. */
  cardNumberMasked: string | null;
  /** Where the code went (masked), once sent. */
  emailMasked: string | null;
  /** Seconds before another code may be asked for (the countdown of the resend button). */
  resendSeconds: number;
  /** The mailed code was accepted: a new try of the JSY password needs no code. */
  codeAccepted: boolean;
  /** Limits the partner's sign-in answered (coins). */
  limits: { min: string; max: string } | null;
  /** The outcome: success, failed (coins returned) or pending (in doubt until reconciled). */
  result: JsyTransferRecord | null;
}

const initialFlow: JsyFlow = {
  step: 'account',
  jsyAccount: null,
  cardNumberMasked: null,
  emailMasked: null,
  resendSeconds: RESEND_SECONDS,
  codeAccepted: false,
  limits: null,
  result: null,
};

export const $jsyFlow = atom<JsyFlow>(initialFlow);

export type AccountValues = { jsyAccount: string };
export type CardValues = { bankCardId: string; holderKana: string; branchCode: string };
export type LoginValues = { emailCode: string; jsyPassword: string };
export type AmountValues = { amount: string; paymentPassword: string; appKeyCode: string };

export interface JsyForms {
  account: FormStore<AccountValues>;
  card: FormStore<CardValues>;
  login: FormStore<LoginValues>;
  amount: FormStore<AmountValues>;
}

const newForms = (): JsyForms => ({
  account: createFormStore<AccountValues>({ jsyAccount: '' }),
  card: createFormStore<CardValues>({ bankCardId: '', holderKana: '', branchCode: '' }),
  login: createFormStore<LoginValues>({ emailCode: '', jsyPassword: '' }),
  amount: createFormStore<AmountValues>({ amount: '', paymentPassword: '', appKeyCode: '' }),
});

/** The four forms of the flow; each starts empty when the flow starts again. */
export const $jsyForms = atom<JsyForms>(newForms());

// One key for the transfer: the same request sent again while its outcome is unknown (a lost
// answer, then "Transfer" pressed again) reuses it, so the server holds and credits once.
const confirmKey = new ActionKey();

const update = (change: Partial<JsyFlow>) => $jsyFlow.set({ ...$jsyFlow.get(), ...change });

/** Starts again from the first step, with empty forms (also what the "start again" button does). */
export function restartJsyTransfer(): void {
  $jsyFlow.set(initialFlow);
  $jsyForms.set(newForms());
}

/** Goes back to an earlier step the player has passed (the partner checks again from there). */
export function backToStep(step: Exclude<JsyStep, 'result'>): void {
  const current = JSY_STEPS.indexOf($jsyFlow.get().step);
  if (JSY_STEPS.indexOf(step) < current) update({ step });
}

/** A refusal saying a previous step is missing or too old (15 minutes since step 1). */
const stepRequired = (error: unknown) => isApiError(error) && error.error === 'JSY_STEP_REQUIRED';

/** Back to the first step, with the refusal said at the top of its form. */
function startOver(error: unknown): void {
  const forms = newForms();
  forms.account.fail(error);
  $jsyForms.set(forms);
  $jsyFlow.set(initialFlow);
}

const required = (t: Translate, field: string) => t('finance:validation.required', { field: t(field) });

// ---- Step 1: the JSY account ----

export function validateAccountValues(values: AccountValues, t: Translate): FieldErrors {
  const account = values.jsyAccount.trim();
  return {
    jsyAccount: account === '' ? required(t, 'fields.jsyAccount') : jsyAccountRule.safeParse(account).success ? undefined : t('validation.jsyAccount'),
  };
}

/** The partner confirms the account exists in the player's name; on to the card. */
export async function submitAccount(t: Translate): Promise<boolean> {
  const form = $jsyForms.get().account;
  let jsyAccount: string | undefined;
  const ok = await form.submit({
    validate: (values) => validateAccountValues(values, t),
    submit: async (values) => {
      ({ jsyAccount } = await call(jsyTransferValidate, { jsyAccount: values.jsyAccount.trim() }));
    },
    server: { fields: ['jsyAccount'], fieldOfError: { JSY_ACCOUNT_NOT_FOUND: 'jsyAccount', JSY_NAME_MISMATCH: 'jsyAccount' } },
  });
  if (!ok) return false;
  // A new account starts the flow again at the partner: everything after step 1 is asked anew.
  const forms = newForms();
  forms.account = form;
  $jsyForms.set(forms);
  $jsyFlow.set({ ...initialFlow, step: 'card', jsyAccount: jsyAccount ?? null });
  return true;
}

// ---- Step 2: the bank card on file ----

export function validateCardValues(values: CardValues, variant: JsyVariant, t: Translate): FieldErrors {
  const errors: FieldErrors = { bankCardId: values.bankCardId === '' ? t('finance:validation.choose', { field: t('fields.bankCard') }) : undefined };
  if (variant === 'jp') {
    const kana = values.holderKana.trim();
    const branch = values.branchCode.trim();
    errors.holderKana = kana === '' ? required(t, 'fields.holderKana') : holderKanaRule.safeParse(kana).success ? undefined : t('validation.holderKana');
    errors.branchCode = branch === '' ? required(t, 'fields.branchCode') : branchCodeRule.safeParse(branch).success ? undefined : t('validation.branchCode');
  }
  return errors;
}

/** The card must be the player's own here and the same card at JSY; on to the code and the JSY password. */
export async function submitCard(t: Translate, variant: JsyVariant): Promise<boolean> {
  const form = $jsyForms.get().card;
  let cardNumberMasked: string | undefined;
  const ok = await form.submit({
    validate: (values) => validateCardValues(values, variant, t),
    submit: async (values) => {
      const japanese = variant === 'jp' ? { holderKana: values.holderKana.trim(), branchCode: values.branchCode.trim() } : {};
      ({ cardNumberMasked } = await call(jsyTransferValidateCard, { bankCardId: Number(values.bankCardId), ...japanese }));
    },
    server: {
      fields: variant === 'jp' ? ['bankCardId', 'holderKana', 'branchCode'] : ['bankCardId'],
      fieldOfError: { JSY_CARD_MISMATCH: 'bankCardId', BANK_CARD_NOT_FOUND: 'bankCardId', NAME_MISMATCH: 'bankCardId' },
    },
    onFailure: (error) => {
      if (stepRequired(error)) startOver(error);
    },
  });
  if (!ok) return false;
  $jsyForms.set({ ...$jsyForms.get(), login: createFormStore<LoginValues>({ emailCode: '', jsyPassword: '' }) });
  update({ step: 'login', cardNumberMasked: cardNumberMasked ?? null, emailMasked: null, codeAccepted: false });
  return true;
}

// ---- Step 3: the code mailed to the player ----

/**
 * Mails a code (the resend button's action). Rejects when refused, with the message put under the
 * code field, so the countdown starts only for a code that went out.
 */
export async function sendJsyCode(): Promise<void> {
  const form = $jsyForms.get().login;
  try {
    const sent = await call(jsyTransferResendCode);
    update({ emailMasked: sent.emailMasked, resendSeconds: sent.cooldownSeconds > 0 ? sent.cooldownSeconds : RESEND_SECONDS });
  } catch (error) {
    if (stepRequired(error)) startOver(error);
    else form.fail(error, { fields: ['emailCode'], fieldOfError: { EMAIL_CODE_COOLDOWN: 'emailCode', APP_KEY_EMAIL_MISSING: 'emailCode' } });
    throw error;
  }
}

// ---- Step 4: signing in to JSY ----

export function validateLoginValues(values: LoginValues, codeAccepted: boolean, t: Translate): FieldErrors {
  const code = values.emailCode.trim();
  return {
    emailCode: codeAccepted ? undefined : code === '' ? required(t, 'fields.emailCode') : f.emailCode.safeParse(code).success ? undefined : t('validation.emailCode'),
    jsyPassword: values.jsyPassword === '' ? required(t, 'fields.jsyPassword') : undefined,
  };
}

const LOGIN_FIELD_OF_ERROR: Record<string, keyof LoginValues> = {
  EMAIL_CODE_INVALID: 'emailCode',
  EMAIL_CODE_EXPIRED: 'emailCode',
  EMAIL_CODE_ATTEMPTS_EXCEEDED: 'emailCode',
  EMAIL_CODE_REQUIRED: 'emailCode',
  JSY_LOGIN_FAILED: 'jsyPassword',
};

/**
 * The mailed code and the JSY password, passed on once: the password leaves the form whatever
 * the answer. A wrong password after an accepted code asks only for the password again.
 */
export async function submitLogin(t: Translate): Promise<boolean> {
  const form = $jsyForms.get().login;
  const { codeAccepted } = $jsyFlow.get();
  let limits: JsyFlow['limits'] = null;
  const ok = await form.submit({
    validate: (values) => validateLoginValues(values, codeAccepted, t),
    submit: async (values) => {
      const code = codeAccepted ? {} : { emailCode: values.emailCode.trim() };
      const answer = await call(jsyTransferLogin, { ...code, jsyPassword: values.jsyPassword });
      limits = { min: answer.min, max: answer.max };
    },
    server: { fields: ['emailCode', 'jsyPassword'], fieldOfError: LOGIN_FIELD_OF_ERROR },
    onFailure: (error) => {
      // Passed on once: a refused password is typed again.
      form.setValues((values) => ({ ...values, jsyPassword: '' }));
      // The server spends the code before it asks JSY: a refused password means the code was taken.
      if (isApiError(error) && error.error === 'JSY_LOGIN_FAILED') update({ codeAccepted: true });
      if (stepRequired(error)) startOver(error);
    },
  });
  if (!ok) return false;
  form.setValues((values) => ({ ...values, jsyPassword: '' }));
  $jsyForms.set({ ...$jsyForms.get(), amount: createFormStore<AmountValues>({ amount: '', paymentPassword: '', appKeyCode: '' }) });
  update({ step: 'amount', limits, codeAccepted: true });
  return true;
}

// ---- Step 5: the amount ----

/** Whether the player has bound an app key (its code is asked too). */
export const appKeyBound = () => $user.get().appKeyBound === true;
/** Whether the player has a fund password (unknown counts as yes). */
export const hasPaymentPassword = () => $user.get().hasPaymentPassword !== false;

export function validateAmountValues(values: AmountValues, t: Translate, locale: Locale): FieldErrors {
  const amount = normalizeAmount(values.amount) ?? '';
  const limits = $jsyFlow.get().limits;
  const withAppKey = appKeyBound();
  return {
    amount:
      amountFromBalanceError(values.amount, $balance.get(), t, locale) ??
      (limits && (compareAmounts(amount, limits.min) === -1 || compareAmounts(amount, limits.max) === 1)
        ? t('validation.amountLimits', { min: formatAmount(limits.min, locale), max: formatAmount(limits.max, locale) })
        : undefined),
    paymentPassword: fundPasswordError(values.paymentPassword, t),
    appKeyCode: !withAppKey
      ? undefined
      : values.appKeyCode.trim() === ''
        ? required(t, 'finance:withdraw.appKeyCode')
        : f.appKeyCode.safeParse(values.appKeyCode.trim()).success
          ? undefined
          : t('finance:withdraw.appKeyHint'),
  };
}

const AMOUNT_FIELD_OF_ERROR: Record<string, keyof AmountValues> = {
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_LOCKED: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
  INSUFFICIENT_FUNDS: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
  APP_KEY_CODE_REQUIRED: 'appKeyCode',
  APP_KEY_CODE_INVALID: 'appKeyCode',
  APP_KEY_CODE_USED: 'appKeyCode',
  APP_KEY_LOCKED: 'appKeyCode',
};

/**
 * Holds the coins and asks JSY to credit them. The answer is the outcome: success, failed (the
 * coins came back) or pending (JSY's answer is not known yet; the coins stay held until it is).
 * Either way the balance is read again. A refusal stays in the form; "previous step missing"
 * (the JSY sign-in expired) starts the flow again.
 */
export async function submitAmount(t: Translate, locale: Locale): Promise<JsyTransferRecord | undefined> {
  const form = $jsyForms.get().amount;
  let record: JsyTransferRecord | undefined;
  const ok = await form.submit({
    validate: (values) => validateAmountValues(values, t, locale),
    submit: async (values) => {
      const body = { amount: normalizeAmount(values.amount)!, paymentPassword: values.paymentPassword };
      const appKey = appKeyBound() ? { appKeyCode: values.appKeyCode.trim() } : {};
      try {
        // The app key code is not part of the action: a retry with the next code keeps the key.
        record = await call(jsyTransferConfirm, { ...body, ...appKey }, { idempotencyKey: confirmKey.for(body) });
        confirmKey.settle();
      } catch (error) {
        confirmKey.settle(error);
        throw error;
      }
    },
    server: { fields: ['amount', 'paymentPassword', 'appKeyCode'], fieldOfError: AMOUNT_FIELD_OF_ERROR },
    onFailure: (error) => {
      // The JSY sign-in expired (or the flow is older than 15 minutes): sign in to JSY again.
      if (!stepRequired(error)) return;
      const login = createFormStore<LoginValues>({ emailCode: '', jsyPassword: '' });
      login.fail(error);
      $jsyForms.set({ ...$jsyForms.get(), login });
      update({ step: 'login', codeAccepted: true, limits: null });
    },
  });
  if (!ok || !record) return undefined;
  update({ step: 'result', result: record });
  await refreshBalance().catch(() => undefined);
  return record;
}
