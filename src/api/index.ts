export { call } from './calls.ts';
export { configureApi, apiSettings, newIdempotencyKey, sendCall, DEFAULT_TIMEOUT_MS, type CallOptions, type ApiSettings } from './client.ts';
export { ApiError, isApiError, CLIENT_ERRORS } from './ApiError.ts';
