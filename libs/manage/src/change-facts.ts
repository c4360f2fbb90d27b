import type { HistoryEntry } from '@skybook/api-contract';
import type { ManageChange } from './manage-search.ts';

/** What /manage/confirmation sums up, read from the booking's own history (the server's record). */
export type ChangeFacts =
  | { kind: 'paid'; amount: number; currency: string }
  | {
      kind: 'cancelled';
      refund: number;
      kept: number;
      currency: string;
      refundState: 'refunded' | 'pending' | 'failed' | 'none';
    }
  | { kind: 'none' };

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

export function changeFacts(
  history: HistoryEntry[],
  change: ManageChange | undefined,
  currency: string,
): ChangeFacts {
  if (change === 'paid') {
    const paid = history.findLast((e) => e.type === 'changed');
    return paid
      ? {
          kind: 'paid',
          amount: num(paid.details['amount']),
          currency: str(paid.details['currency'], currency),
        }
      : { kind: 'none' };
  }
  if (change === 'cancelled') {
    const at = history.findLastIndex((e) => e.type === 'cancelled');
    if (at < 0) return { kind: 'none' };
    const cancelled = history[at]!;
    const refund = num(cancelled.details['refund']);
    // A refund the gateway refused is retried by cancelling again; the latest word counts.
    const outcome = history
      .slice(at + 1)
      .findLast((e) => e.type === 'refunded' || e.type === 'refund_failed');
    const refundState =
      refund === 0 ? 'none' : outcome?.type === 'refunded' ? 'refunded' : outcome ? 'failed' : 'pending';
    return {
      kind: 'cancelled',
      refund,
      kept: num(cancelled.details['kept']),
      currency: str(cancelled.details['currency'], currency),
      refundState,
    };
  }
  return { kind: 'none' };
}
