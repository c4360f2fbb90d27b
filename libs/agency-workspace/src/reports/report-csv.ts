import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReportResponse } from '@skybook/api-contract';
import { statusLabel } from '../dashboard/status-label.ts';
import { toCsv } from './csv.ts';

/** The report as CSV: one row per booking; amounts in major units with a dot, as spreadsheets expect. */
export function reportCsv(i18n: I18n, report: ReportResponse): string {
  const header = [
    msg`Reference`,
    msg`Date`,
    msg`Passenger`,
    msg`Route`,
    msg`Agent`,
    msg`Status`,
    msg`Currency`,
    msg`Total`,
    msg`Commission`,
  ].map((m) => i18n._(m));
  const major = (minor: number) => (minor / 100).toFixed(2);
  return toCsv([
    header,
    ...report.bookings.map((b) => [
      b.reference,
      b.bookedAt.slice(0, 10),
      b.passengerName,
      b.route,
      b.agentName,
      i18n._(statusLabel[b.status]),
      b.currency,
      major(b.total),
      major(b.commission),
    ]),
  ]);
}
