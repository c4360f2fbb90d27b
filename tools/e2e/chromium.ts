import { existsSync } from 'node:fs';

/** Debian's Chromium (no browser downloads here), overridable with CHROMIUM_PATH. */
export function chromiumPath(): string {
  const path = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return path;
}

/**
 * This machine's network is closed: without these Chromium keeps trying to reach Google's hosts
 * (refused, many at a time). Headless mode is the caller's choice.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
