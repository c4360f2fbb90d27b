import { useEffect, useState } from 'react';
import { rememberOrder, rememberedOrder } from '../order/order-storage.ts';

/**
 * The order a step works on: the URL's `?order=` first, else the one this tab remembered (a
 * reload that lost the query). `null` while the tab's memory is not read yet (SSR, first
 * render), `undefined` when there is no order at all.
 */
export function useOrderId(fromUrl: string | undefined): string | null | undefined {
  const [remembered, setRemembered] = useState<string | null | undefined>(null);
  useEffect(() => {
    if (fromUrl) rememberOrder(fromUrl);
    else setRemembered(rememberedOrder());
  }, [fromUrl]);
  return fromUrl ?? remembered;
}
