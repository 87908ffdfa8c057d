import type { FieldIssue } from '../contracts/envelope.ts';

/** Stable `error` keys the client itself produces (the server's own keys pass through). */
export const CLIENT_ERRORS = {
  /** The request body broke its contract; it was never sent. */
  invalidRequest: 'INVALID_REQUEST',
  /** No answer: connection refused or closed, DNS, offline. */
  network: 'NETWORK_ERROR',
  /** No answer within the timeout. */
  timeout: 'TIMEOUT',
  /** An answer that is not the envelope, or whose data breaks the contract. */
  badResponse: 'BAD_RESPONSE',
  /** A non-2xx answer without an envelope (e.g. from a proxy). */
  http: 'HTTP_ERROR',
} as const;

export interface ApiErrorFields {
  /** The envelope's code (= HTTP status); 0 when no usable answer arrived. */
  code: number;
  error: string;
  /** Localized, ready to show. */
  msg: string;
  issues?: FieldIssue[];
  reqId?: string | null;
}

/** Every failed call rejects with this. */
export class ApiError extends Error {
  readonly code: number;
  readonly error: string;
  readonly msg: string;
  readonly issues: FieldIssue[];
  readonly reqId: string | null;
  /** The toast the client showed for it, so a form that shows the message itself can take it back. */
  toastId: number | undefined;

  constructor(fields: ApiErrorFields, options?: { cause?: unknown }) {
    super(fields.msg, options);
    this.name = 'ApiError';
    this.code = fields.code;
    this.error = fields.error;
    this.msg = fields.msg;
    this.issues = fields.issues ?? [];
    this.reqId = fields.reqId ?? null;
  }

  /** The session is gone (401) or ended elsewhere / account frozen (402). */
  get endsSession(): boolean {
    return this.code === 401 || this.code === 402;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
