// The one place every failure becomes `{code, msg, data:null, error, reqId, issues?}`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorEnvelope } from '../../src/contracts/envelope.ts';
import { pickLocale, type Locale } from '../../shared/locales.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import { isRetryableConflict } from '../db/retry.ts';
import { AppError, type ErrorKey } from '../errors.ts';
import type { Translate } from '../i18n/messages.ts';
import { RequestValidationError } from './request-validation.ts';
import { toFieldIssues } from './validation-issues.ts';

/** Framework errors that are the caller's mistake, by Fastify error code. */
const clientErrorsByCode: Record<string, [number, ErrorKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'MALFORMED_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
};

/** Message values that are amounts (a list of them separated by " / "), per refusal. */
const AMOUNT_PARAMS: Partial<Record<ErrorKey, readonly string[]>> = {
  AMOUNT_OUT_OF_RANGE: ['min', 'max'],
  BET_NOT_ALLOWED: ['steps'],
  DEPOSIT_LIMIT_DAY_REACHED: ['limit', 'left'],
  DEPOSIT_LIMIT_WEEK_REACHED: ['limit', 'left'],
  DEPOSIT_LIMIT_MONTH_REACHED: ['limit', 'left'],
  LOSS_LIMIT_DAY_REACHED: ['limit', 'left'],
  LOSS_LIMIT_WEEK_REACHED: ['limit', 'left'],
  LOSS_LIMIT_MONTH_REACHED: ['limit', 'left'],
};

/** Refusals whose values the envelope also carries as `details`, for the client to show beside the message. */
const DETAIL_PARAMS: Partial<Record<ErrorKey, readonly string[]>> = {
  OPS_APPROVAL_DECIDED: ['decidedBy'],
};

function detailsOf(errorKey: ErrorKey, params: Record<string, string | number> | undefined): Record<string, string | number> | undefined {
  const names = DETAIL_PARAMS[errorKey];
  if (!names || !params) return undefined;
  return Object.fromEntries(names.filter((name) => params[name] !== undefined).map((name) => [name, params[name]!]));
}

/** A refusal's values as the message shows them: amounts in the language's number format, as every screen writes them. */
export function messageParams(errorKey: ErrorKey, params: Record<string, string | number> | undefined, locale: Locale): Record<string, string | number> | undefined {
  const names = AMOUNT_PARAMS[errorKey];
  if (!names || !params) return params;
  const shown = { ...params };
  for (const name of names) {
    const value = shown[name];
    if (value !== undefined) shown[name] = String(value).split(' / ').map((amount) => formatAmount(amount, locale)).join(' / ');
  }
  return shown;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  t: Translate,
  status: number,
  errorKey: ErrorKey,
  extra: { params?: Record<string, string | number>; issues?: ErrorEnvelope['issues'] } = {},
): FastifyReply {
  const locale = pickLocale(request.headers['accept-language']);
  const body: ErrorEnvelope = {
    code: status,
    msg: t(locale, 'errors', errorKey, messageParams(errorKey, extra.params, locale)),
    data: null,
    error: errorKey,
    reqId: String(request.id),
    ...(extra.issues ? { issues: extra.issues } : {}),
  };
  const details = detailsOf(errorKey, extra.params);
  if (details) body.details = details;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function installErrorHandler(app: FastifyInstance, t: Translate): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof RequestValidationError) {
      const locale = pickLocale(request.headers['accept-language']);
      return sendError(request, reply, t, 400, 'VALIDATION_FAILED', {
        issues: toFieldIssues(error.issues, locale, t),
      });
    }
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      const locale = pickLocale(request.headers['accept-language']);
      const issues = error.field ? [{ field: error.field, message: t(locale, 'errors', error.errorKey, messageParams(error.errorKey, error.params, locale)) }] : undefined;
      return sendError(request, reply, t, error.status, error.errorKey, { params: error.params, issues });
    }
    // The database asked for the transaction to run again and the retries (server/db/retry.ts) ran
    // out: the unit was rolled back, so the caller may send the same call (and key) again.
    if (isRetryableConflict(error)) {
      request.log.warn({ err: error }, 'database conflict after retries');
      reply.header('retry-after', '1');
      return sendError(request, reply, t, 503, 'DATABASE_BUSY');
    }
    const mapped = 'code' in error && error.code ? clientErrorsByCode[error.code] : undefined;
    if (mapped) return sendError(request, reply, t, mapped[0], mapped[1]);

    // Any other 4xx raised by the framework or a plugin is still the caller's fault.
    const status = 'statusCode' in error ? error.statusCode : undefined;
    if (status === 404) return sendError(request, reply, t, 404, 'NOT_FOUND');
    if (status === 429) return sendError(request, reply, t, 429, 'RATE_LIMITED');
    if (status && status >= 400 && status < 500) {
      request.log.warn({ err: error }, 'client error without a mapping');
      return sendError(request, reply, t, 400, 'VALIDATION_FAILED');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, t, 500, 'INTERNAL');
  });
}
