const KEY = 'skybook.orderId';

/** The order survives a reload of a later step even when its URL lost `?order=`. */
export function rememberOrder(orderId: string): void {
  try {
    sessionStorage.setItem(KEY, orderId);
  } catch {
    // Storage disabled: the URL still carries the order.
  }
}

export function rememberedOrder(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
