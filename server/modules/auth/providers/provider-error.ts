// Any failure to establish an identity with an outside sign-in provider: bad or forged token,
// refused code, provider unreachable. Callers turn it into one "sign-in failed" answer; the
// cause stays in the logs.
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
