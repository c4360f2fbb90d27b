import { describe, expect, it, vi } from 'vitest';
import { openCompanySignIn, signalCompanySignIn } from './company-sign-in.ts';

const fakeWindow = (popup: Window | null) => ({
  open: vi.fn(() => popup),
  location: { assign: vi.fn() } as unknown as Location,
});

describe('openCompanySignIn', () => {
  it('opens the spec’s 960×600 popup named skybook-sso', () => {
    const win = fakeWindow({} as Window);
    expect(openCompanySignIn('ana@andes.example', 'es', win)).toBe('popup');
    expect(win.open).toHaveBeenCalledWith(
      '/api/agency/sso/authorize?login=ana%40andes.example&lang=es&mode=popup',
      'skybook-sso',
      'width=960,height=600',
    );
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('redirects the page itself when the popup is blocked', () => {
    const win = fakeWindow(null);
    expect(openCompanySignIn('andes', 'pt', win)).toBe('redirect');
    expect(win.location.assign).toHaveBeenCalledWith(
      '/api/agency/sso/authorize?login=andes&lang=pt&mode=redirect',
    );
  });
});

describe('signalCompanySignIn', () => {
  it('writes a new value every time, so each completion is a storage event', () => {
    const values: string[] = [];
    const storage = {
      setItem: (_key: string, value: string) => void values.push(value),
    } as unknown as Storage;
    vi.useFakeTimers();
    signalCompanySignIn('ok', storage);
    vi.advanceTimersByTime(5);
    signalCompanySignIn('ok', storage);
    vi.useRealTimers();
    expect(values[0]).not.toBe(values[1]);
    expect(JSON.parse(values[0]!)).toMatchObject({ result: 'ok' });
  });
});
