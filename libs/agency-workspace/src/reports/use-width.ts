import { useCallback, useState } from 'react';

/**
 * The width in CSS pixels of the element given the returned ref, followed as it resizes; `initial`
 * until it is measured (on the server, and where ResizeObserver is missing, as in jsdom). A chart
 * drawn at its real width keeps its text at its real size instead of shrinking with the viewBox.
 */
export function useWidth(
  initial: number,
): [number, (element: HTMLElement | null) => (() => void) | undefined] {
  const [width, setWidth] = useState(initial);
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    // React 19 runs a ref callback's returned function when the element goes.
    return () => observer.disconnect();
  }, []);
  return [width, ref];
}
