import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentIcon, ICON_TIMEOUT_MS } from './content-icon.tsx';

/** The probe images the icon creates, to answer their load as the network would. */
const probes: Array<{ src: string; onload: (() => void) | null; onerror: (() => void) | null }> = [];

beforeEach(() => {
  probes.length = 0;
  window.dataLayer = [];
  vi.useFakeTimers();
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        probes.push(this);
      }
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const iconErrors = () =>
  (window.dataLayer ?? []).filter((e) => e.event === 'page_error' && e['error_type'] === 'icon_load');

describe('ContentIcon', () => {
  it('loads the named icon from the icon endpoint and paints it with the text colour once loaded', () => {
    const { container } = render(<ContentIcon name="lucide:ticket-check" />);
    const slot = container.querySelector('span')!;
    expect(probes[0]?.src).toBe('/api/icon.svg?name=lucide%3Aticket-check');
    expect(slot).not.toHaveAttribute('data-loaded');
    act(() => probes[0]!.onload!());
    expect(slot).toHaveAttribute('data-loaded', 'true');
    expect(slot.style.maskImage).toBe('url("/api/icon.svg?name=lucide%3Aticket-check")');
    act(() => vi.advanceTimersByTime(ICON_TIMEOUT_MS * 2));
    expect(iconErrors()).toEqual([]);
  });

  it('logs an icon that fails to load as a page_error (spec §8) and leaves the slot empty', () => {
    const { container } = render(<ContentIcon name="lucide:gone" />);
    act(() => probes[0]!.onerror!());
    expect(iconErrors()).toEqual([
      expect.objectContaining({ additional_info: 'lucide:gone: failed', page_url: window.location.href }),
    ]);
    expect(container.querySelector('span')).not.toHaveAttribute('data-loaded');
    act(() => vi.advanceTimersByTime(ICON_TIMEOUT_MS * 2));
    expect(iconErrors()).toHaveLength(1);
  });

  it('logs an icon that takes longer than the 1.5 s time-out (spec §9)', () => {
    render(<ContentIcon name="lucide:slow" />);
    act(() => vi.advanceTimersByTime(ICON_TIMEOUT_MS - 1));
    expect(iconErrors()).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(iconErrors()).toEqual([expect.objectContaining({ additional_info: 'lucide:slow: timeout' })]);
  });
});
