import type { I18n } from '@lingui/core';
import type { Order } from '@skybook/api-contract';
import {
  arrivalDayOffset,
  dayOffsetMark,
  formatDate,
  formatMoney,
  formatTime,
  type Locale,
} from '@skybook/i18n';
import { serverI18n, translate } from '@skybook/i18n/server';
import { escapeHtml, type MailMessage } from '@skybook/mail';
import { extraName } from '@skybook/orders';
import { FARE_LINE_COPY, ORDER_MAIL_COPY as COPY, PASSENGER_TYPE_COPY } from './order-mail-copy.ts';

type Line = Order['lines'][number];

/** A price line's label and who it is for, in words: no fare, seat-category or extra code. */
function describeLine(i18n: I18n, order: Order, l: Line): { label: string; who: string } {
  const lastName = order.passengers.find((p) => p.ref === l.passenger)?.ticketLastName ?? '';
  if (l.kind === 'seat') {
    const seat = order.seats.find((s) => s.passengerRef === l.passenger && s.flightRef === l.flight);
    return { label: translate(i18n, COPY.seatLine, { seat: seat?.seat ?? '' }), who: lastName };
  }
  if (l.kind === 'extra') return { label: extraName(i18n, l.code), who: lastName };
  const label = FARE_LINE_COPY[l.code] ?? FARE_LINE_COPY['base_fare']!;
  return {
    label: i18n._(label),
    who: i18n._(PASSENGER_TYPE_COPY[l.passenger] ?? PASSENGER_TYPE_COPY['adult']!),
  };
}

/** The confirmation: itinerary in each airport's local time, passengers, seats, extras, every price line. */
export async function orderConfirmationMail(opts: {
  to: string;
  order: Order;
  language: Locale;
  origin: string;
}): Promise<MailMessage> {
  const { order, language } = opts;
  const i18n = await serverI18n(language);
  const ref = order.bookingReference ?? '';
  const money = (amount: number) => formatMoney(amount, order.currency, language);
  const flights = order.flights.map((f) => {
    const dep = new Date(f.departureUtc);
    const arr = new Date(f.arrivalUtc);
    // `+1` when it lands on a later local day than it leaves, as on the pages and boarding passes.
    const later = dayOffsetMark(arrivalDayOffset(f));
    return `${f.flightNumber} ${f.origin} ${formatDate(dep, language, f.departureTimeZone)} ${formatTime(dep, language, f.departureTimeZone)} → ${f.destination} ${formatTime(arr, language, f.arrivalTimeZone)}${later ? ` ${later}` : ''}`;
  });
  const passengers = order.passengers.map((p) => {
    const seats = order.seats
      .filter((s) => s.passengerRef === p.ref)
      .map((s) =>
        translate(i18n, COPY.passengerSeat, {
          flight: order.flights.find((f) => f.flightRef === s.flightRef)?.flightNumber ?? '',
          seat: s.seat,
        }),
      );
    return [`${p.ticketLastName ?? ''}/${p.ticketFirstName ?? ''}`, ...seats].join(', ');
  });
  const lines = order.lines.map((l) => {
    const { label, who } = describeLine(i18n, order, l);
    return `${label} (${who}${l.quantity > 1 ? ` ×${l.quantity}` : ''}): ${money(l.amount)}`;
  });
  const lead = order.passengers.find((p) => p.type === 'adult');
  const manageUrl = `${opts.origin}/${language}/manage?referenceCode=${encodeURIComponent(ref)}&lastName=${encodeURIComponent(lead?.lastName ?? '')}`;
  const [intro, manage] = [translate(i18n, COPY.intro, { ref }), i18n._(COPY.manage)];
  const total = translate(i18n, COPY.total, { amount: money(order.total.amount) });
  const sections: [string, string[]][] = [
    [i18n._(COPY.flights), flights],
    [i18n._(COPY.passengers), passengers],
    [i18n._(COPY.prices), lines],
  ];
  return {
    to: opts.to,
    subject: translate(i18n, COPY.subject, { ref }),
    text: [
      intro,
      ...sections.map(([title, items]) => `${title}\n${items.map((i) => `- ${i}`).join('\n')}`),
      total,
      `${manage}: ${manageUrl}`,
    ].join('\n\n'),
    html:
      `<p>${escapeHtml(intro)}</p>` +
      sections
        .map(
          ([title, items]) =>
            `<h2>${escapeHtml(title)}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
        )
        .join('') +
      `<p><strong>${escapeHtml(total)}</strong></p>` +
      `<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(manage)}</a></p>`,
  };
}
