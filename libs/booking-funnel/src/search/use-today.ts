import { useEffect, useState } from 'react';
import { todayIso } from './iso-date.ts';

/**
 * The visitor's today, known only once mounted: the server's clock (UTC) and the browser's
 * day can differ around midnight, and anything rendered from it must hydrate identically.
 */
export function useToday(): string | undefined {
  const [today, setToday] = useState<string>();
  useEffect(() => setToday(todayIso()), []);
  return today;
}
