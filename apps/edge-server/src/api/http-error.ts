/** An error a handler throws on purpose: its status and message key reach the client as-is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fields?: Record<string, string>,
  ) {
    super(key);
    this.name = 'HttpError';
  }
}
