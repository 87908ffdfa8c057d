// Typed errors thrown by domain code. The one error handler turns them into the envelope;
// services never touch the reply.

/** Stable keys clients may branch on; each has a message in locales/<lang>/errors.json. */
export const errorKeys = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'BAD_REQUEST',
  'BAD_URL',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // A conflict (40001/40P01) still there after the retries: nothing happened, the same call may be sent again.
  'DATABASE_BUSY',
  'SESSION_ENDED_ELSEWHERE',
  'ACCOUNT_FROZEN',
  'LOGIN_FAILED',
  'CAPTCHA_INVALID',
  'EMAIL_CODE_COOLDOWN',
  'EMAIL_CODE_INVALID',
  'EMAIL_CODE_EXPIRED',
  'EMAIL_CODE_ATTEMPTS_EXCEEDED',
  'EMAIL_CODE_REQUIRED',
  'EMAIL_TAKEN',
  'ACCOUNT_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'AGENT_CODE_UNKNOWN',
  'THIRD_PARTY_LOGIN_FAILED',
  'THIRD_PARTY_UNAVAILABLE',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'PASSWORD_INCORRECT',
  'PASSWORD_TOO_WEAK',
  'ACCOUNT_LOCKED',
  'UNLOCK_LINK_INVALID',
  'RESET_CODE_INVALID',
  'INSUFFICIENT_FUNDS',
  'ALREADY_BOOKED',
  'HOLD_ALREADY_RESOLVED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_REQUIRED',
  'BANK_CARD_REQUIRED',
  'BANK_CARD_NOT_FOUND',
  'BANK_CARD_DUPLICATE',
  'BANK_CARD_LIMIT',
  'NAME_MISMATCH',
  'PROFILE_NAME_REQUIRED',
  'PAYMENT_PASSWORD_NOT_SET',
  'PAYMENT_PASSWORD_INCORRECT',
  'PAYMENT_PASSWORD_LOCKED',
  'APP_KEY_CODE_REQUIRED',
  'APP_KEY_CODE_INVALID',
  'APP_KEY_CODE_USED',
  'APP_KEY_LOCKED',
  'APP_KEY_NOT_PENDING',
  'APP_KEY_ALREADY_BOUND',
  'APP_KEY_NOT_BOUND',
  'APP_KEY_EMAIL_MISSING',
  'CHANNEL_UNKNOWN',
  'AMOUNT_OUT_OF_RANGE',
  'AMOUNT_TOO_PRECISE',
  'LEDGER_LIMIT_REACHED',
  'ORDER_NOT_FOUND',
  'ORDER_NOT_PAYABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'WEBHOOK_STALE',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_NOT_PENDING',
  'WITHDRAWAL_FAILED',
  'ADJUSTMENT_FAILED',
  'REFUND_NOT_ALLOWED',
  'COIN_UNKNOWN',
  'NETWORK_MISMATCH',
  'CRYPTO_DEPOSIT_REQUIRED',
  'ADDRESS_INVALID',
  'OPERATOR_UNAUTHORIZED',
  'USER_NOT_FOUND',
  'GAME_NOT_FOUND',
  'BET_NOT_ALLOWED',
  'ROUND_NOT_FOUND',
  // Agent programme
  'NOT_AGENT',
  'MEMBER_NOT_FOUND',
  'MEMBER_IS_SELF',
  'MEMBER_NOT_DIRECT',
  'ALREADY_AGENT',
  'AGENT_APPLICATION_PENDING',
  'AGENT_APPLICATION_NOT_FOUND',
  'AGENT_APPLICATION_NOT_PENDING',
  'KYC_IMAGE_UNSUPPORTED',
  'KYC_IMAGE_UNREADABLE',
  'KYC_IMAGE_TOO_LARGE',
  'KYC_IMAGE_TOO_MANY_PIXELS',
  'KYC_IMAGE_TOO_SMALL',
  'KYC_PENDING',
  'KYC_ALREADY_APPROVED',
  'KYC_NOT_FOUND',
  'KYC_NOT_PENDING',
  'JSY_UNAVAILABLE',
  'JSY_ACCOUNT_NOT_FOUND',
  'JSY_NAME_MISMATCH',
  'JSY_CARD_MISMATCH',
  'JSY_STEP_REQUIRED',
  'JSY_LOGIN_FAILED',
  'JSY_TRANSFER_NOT_FOUND',
  'JSY_TRANSFER_NOT_PENDING',
  'KYC_REQUIRED',
  'MEMBER_FROZEN',
  'MEMBER_PASSWORD_INCORRECT',
  'MEMBER_ACCOUNT_LOCKED',
  'MEMBER_INSUFFICIENT_FUNDS',
  'REPORT_RANGE_TOO_LONG',
  'REBATE_RATES_EMPTY',
  'REBATE_LEVEL_DUPLICATE',
  'REBATE_PERIOD_NOT_FINISHED',
  // App login by QR
  'LOGIN_TICKET_INVALID',
  'LOGIN_TICKET_USED',
  'LOGIN_TICKET_EXPIRED',
  'APP_SESSION_NOT_FOUND',
  'LETTER_NOT_FOUND',
  // Player protection
  'DEPOSIT_LIMIT_DAY_REACHED',
  'DEPOSIT_LIMIT_WEEK_REACHED',
  'DEPOSIT_LIMIT_MONTH_REACHED',
  'LOSS_LIMIT_DAY_REACHED',
  'LOSS_LIMIT_WEEK_REACHED',
  'LOSS_LIMIT_MONTH_REACHED',
  'SESSION_LIMIT_REACHED',
  'PLAYER_ON_BREAK',
  'PLAYER_SELF_EXCLUDED',
  'PLAYER_EXCLUDED',
  'MEMBER_EXCLUDED',
  'MEMBER_LIMIT_REACHED',
  'TIME_ZONE_UNKNOWN',
  'SESSION_LIMIT_OUT_OF_RANGE',
  'LIMIT_NOT_PENDING',
  'LIMIT_NOT_SET',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

export class AppError extends Error {
  readonly status: number;
  readonly errorKey: ErrorKey;
  /** Values interpolated into the localized message (`{{name}}`). */
  readonly params: Record<string, string | number>;
  /** The request field the refusal is about; the envelope then carries it as a field issue. */
  readonly field: string | undefined;

  constructor(status: number, errorKey: ErrorKey, params: Record<string, string | number> = {}, options: { field?: string } = {}) {
    super(errorKey);
    this.name = 'AppError';
    this.status = status;
    this.errorKey = errorKey;
    this.params = params;
    this.field = options.field;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
