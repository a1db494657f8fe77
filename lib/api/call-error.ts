/** How a call that got no answer at all ended: not sent or refused on the way (`ERR_NETWORK`, offline too), or timed out. */
export type NoAnswerCode = 'ERR_NETWORK' | 'ETIMEDOUT' | 'ECONNABORTED';

/**
 * A call of the web's HTTP client that failed: the API's answer (status, headers, parsed body), or, without one, the
 * code of why there was none. The client's library stays inside lib/api: features and the outbox read only this.
 */
export class CallError extends Error {
  readonly status?: number;
  readonly headers: Headers;
  readonly body?: unknown;
  readonly code?: NoAnswerCode;
  /** The id the call was sent under (x-request-id), when it named one. */
  readonly sentRequestId?: string;

  constructor(failure: { status?: number; headers?: Headers; body?: unknown; code?: NoAnswerCode; sentRequestId?: string }) {
    super(failure.status ? `The API answered ${failure.status}` : `No answer (${failure.code})`);
    this.name = 'CallError';
    this.status = failure.status;
    this.headers = failure.headers ?? new Headers();
    this.body = failure.body;
    this.code = failure.code;
    this.sentRequestId = failure.sentRequestId;
  }

  /** Whether the API answered at all (a refusal), rather than the call getting no answer. */
  get answered() {
    return this.status !== undefined;
  }
}

export const isCallError = (error: unknown): error is CallError => error instanceof CallError;
