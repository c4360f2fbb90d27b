/** A refusal the API shows the client as-is: HTTP status, message key, and keys per field. */
export class InventoryError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 410,
    readonly key: string,
    readonly fields?: Record<string, string>,
  ) {
    super(key);
    this.name = 'InventoryError';
  }
}
