import { isApiError } from '../../api/ApiError.ts';
import { newIdempotencyKey } from '../../api/client.ts';

/**
 * The Idempotency-Key of one user action on a money call. Sending the same request again while
 * its outcome is unknown (a double click, a retry after the network failed) reuses the key, so
 * the server answers it once; a changed request, or one after a definite answer, is a new action.
 */
export class ActionKey {
  #key: string | undefined;
  #request: string | undefined;
  readonly #create: () => string;

  constructor(create: () => string = newIdempotencyKey) {
    this.#create = create;
  }

  /** The key to send `request` with. */
  for(request: unknown): string {
    const text = JSON.stringify(request);
    if (!this.#key || text !== this.#request) {
      this.#key = this.#create();
      this.#request = text;
    }
    return this.#key;
  }

  /**
   * After the call: an answer from the server (success or refusal) ends the action; no answer
   * (network failure, timeout) leaves it open, so retrying the same request reuses the key.
   */
  settle(error?: unknown): void {
    if (error === undefined || (isApiError(error) && error.code !== 0)) {
      this.#key = undefined;
      this.#request = undefined;
    }
  }
}
