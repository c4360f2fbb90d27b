import type { Db } from '@skybook/db';

/** What the check-in functions run over (decision 078). */
export interface CheckinDeps {
  db: Db;
  /** Keys the one-time codes (the same secret as manage booking's). */
  otpSecret: string;
  /** 64 hex digits: encrypts travel document numbers at rest (decision 053). */
  documentKey: string;
  now?: () => Date;
}

/** The clock when deps bring none. */
export const systemNow = (): Date => new Date();

/** Whose document number a sealed value is: it cannot be moved to another passenger's row. */
export const ownerOf = (orderId: string, passengerRef: string): string => `${orderId}/${passengerRef}`;
