const KEY = 'skybook.holdId';

/** The current hold survives a reload of the later steps even if their URL loses `?hold=`. */
export function rememberHold(holdId: string): void {
  try {
    sessionStorage.setItem(KEY, holdId);
  } catch {
    // Private mode or storage disabled: the URL still carries the hold.
  }
}

export function rememberedHold(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
