import type { I18n } from '@lingui/core';
import type { Order } from '@skybook/api-contract';
import {
  arrivalDayOffset,
  dayOffsetMark,
  formatDate,
  formatMoney,
  formatSequence,
  formatTime,
  type Locale,
} from '@skybook/i18n';
import { serverI18n, translate } from '@skybook/i18n/server';
import { escapeHtml, type MailMessage } from '@skybook/mail';
import { extraName } from '@skybook/orders';
import {
  DIRECTION_COPY,
  FARE_LINE_COPY,
  ORDER_CHANGE_COPY,
  ORDER_CANCEL_COPY,
  ORDER_MAIL_COPY as COPY,
  CHECKIN_COPY,
  PASSENGER_TYPE_COPY,
} from './order-mail-copy.ts';

type Line = Order['lines'][number];

/** A price line's label and who it is for, in words: no fare, seat-category or extra code. */
function describeLine(i18n: I18n, order: Order, l: Line): { label: string; who: string } {
  if (l.kind === 'seat' || l.kind === 'extra') {
    const p = order.passengers.find((x) => x.ref === l.passenger);
    // A family shares a last name: the ticket name and the flight say whose and which.
    const who = p ? `${p.ticketLastName ?? ''}/${p.ticketFirstName ?? ''}` : '';
    const seat = order.seats.find((s) => s.passengerRef === l.passenger && s.flightRef === l.flight);
    const item =
      l.kind === 'seat'
        ? translate(i18n, COPY.seatLine, { seat: seat?.seat ?? '' })
        : extraName(i18n, l.code);
    const flight = order.flights.find((f) => f.flightRef === l.flight)?.flightNumber;
    return { label: flight ? translate(i18n, COPY.flightLine, { item, flight }) : item, who };
  }
  const fare = i18n._(FARE_LINE_COPY[l.code] ?? FARE_LINE_COPY['base_fare']!);
  const direction = DIRECTION_COPY[l.flight];
  return {
    // Fare lines are per direction: "Taxes, return".
    label: direction ? translate(i18n, COPY.fareLine, { fare, direction: i18n._(direction) }) : fare,
    who: i18n._(PASSENGER_TYPE_COPY[l.passenger] ?? PASSENGER_TYPE_COPY['adult']!),
  };
}

/**
 * The lines in travel order, whatever order they were stored in: fares of the outbound, then of
 * the return, then seats and extras flight by flight (stable within each).
 */
function travelOrder(order: Order): Line[] {
  const departure = (flightRef: string) =>
    Date.parse(order.flights.find((f) => f.flightRef === flightRef)?.departureUtc ?? '') || 0;
  const rank = (l: Line): [number, number] =>
    l.kind === 'fare' ? [0, l.flight === 'inbound' ? 1 : 0] : [1, departure(l.flight)];
  return [...order.lines].sort((a, b) => {
    const [ka, ta] = rank(a);
    const [kb, tb] = rank(b);
    return ka - kb || ta - tb;
  });
}

/** The flights in the order they are flown, each in its airports' local times. */
function itinerary(order: Order, language: Locale, flights = order.flights): string[] {
  return [...flights]
    .sort((a, b) => Date.parse(a.departureUtc) - Date.parse(b.departureUtc))
    .map((f) => {
      const dep = new Date(f.departureUtc);
      const arr = new Date(f.arrivalUtc);
      // `+1` when it lands on a later local day than it leaves, as on the pages and boarding passes.
      const later = dayOffsetMark(arrivalDayOffset(f));
      return `${f.flightNumber} ${f.origin} ${formatDate(dep, language, f.departureTimeZone)} ${formatTime(dep, language, f.departureTimeZone)} → ${f.destination} ${formatTime(arr, language, f.arrivalTimeZone)}${later ? ` ${later}` : ''}`;
    });
}

function passengerList(i18n: I18n, order: Order): string[] {
  return order.passengers.map((p) => {
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
}

function priceLines(i18n: I18n, order: Order, language: Locale): string[] {
  return travelOrder(order).map((l) => {
    const { label, who } = describeLine(i18n, order, l);
    const amount = formatMoney(l.amount, order.currency, language);
    return `${label} (${who}${l.quantity > 1 ? ` ×${l.quantity}` : ''}): ${amount}`;
  });
}

/** A booking mail: a lead paragraph, titled lists, a bold closing line and the manage link. */
function bookingMail(opts: {
  to: string;
  subject: string;
  intro: string[];
  sections: [string, string[]][];
  closing: string;
  link: { label: string; url: string };
}): MailMessage {
  const { intro, sections, closing, link } = opts;
  return {
    to: opts.to,
    subject: opts.subject,
    text: [
      ...intro,
      ...sections.map(([title, items]) => `${title}\n${items.map((i) => `- ${i}`).join('\n')}`),
      closing,
      `${link.label}: ${link.url}`,
    ].join('\n\n'),
    html:
      intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      sections
        .map(
          ([title, items]) =>
            `<h2>${escapeHtml(title)}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`,
        )
        .join('') +
      `<p><strong>${escapeHtml(closing)}</strong></p>` +
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  };
}

interface OrderMailInput {
  to: string;
  order: Order;
  language: Locale;
  origin: string;
  /** The signed manage link's token (decision 117): the link carries no name or reference. */
  manageToken: string;
}

async function parts({ order, language, origin, manageToken }: OrderMailInput) {
  const i18n = await serverI18n(language);
  const ref = order.bookingReference ?? '';
  const url = `${origin}/${language}/manage?${new URLSearchParams({ access: manageToken })}`;
  return {
    i18n,
    ref,
    money: (amount: number) => formatMoney(amount, order.currency, language),
    link: { label: i18n._(COPY.manage), url },
    flights: [i18n._(COPY.flights), itinerary(order, language)] as [string, string[]],
    passengers: [i18n._(COPY.passengers), passengerList(i18n, order)] as [string, string[]],
    prices: [i18n._(COPY.prices), priceLines(i18n, order, language)] as [string, string[]],
  };
}

/** The confirmation: itinerary in travel order and local times, passengers, seats, every price line. */
export async function orderConfirmationMail(input: OrderMailInput): Promise<MailMessage> {
  const p = await parts(input);
  return bookingMail({
    to: input.to,
    subject: translate(p.i18n, COPY.subject, { ref: p.ref }),
    intro: [translate(p.i18n, COPY.intro, { ref: p.ref })],
    sections: [p.flights, p.passengers, p.prices],
    closing: translate(p.i18n, COPY.total, { amount: p.money(input.order.total.amount) }),
    link: p.link,
  });
}

/** After a paid change (extras, seats) of a booked order: what it is now and what the change cost. */
export async function orderChangeMail(input: OrderMailInput & { paid: number }): Promise<MailMessage> {
  const p = await parts(input);
  return bookingMail({
    to: input.to,
    subject: translate(p.i18n, ORDER_CHANGE_COPY.subject, { ref: p.ref }),
    intro: [translate(p.i18n, ORDER_CHANGE_COPY.intro, { ref: p.ref, amount: p.money(input.paid) })],
    sections: [p.flights, p.passengers, p.prices],
    closing: translate(p.i18n, ORDER_CHANGE_COPY.total, { amount: p.money(input.order.total.amount) }),
    link: p.link,
  });
}

/** After a cancellation: the flights no longer booked and the refund to the card paid with, if any. */
export async function orderCancelMail(
  input: OrderMailInput & { refund: { amount: number; refunded: number } },
): Promise<MailMessage> {
  const p = await parts(input);
  const { amount, refunded } = input.refund;
  const refund =
    amount === 0
      ? p.i18n._(ORDER_CANCEL_COPY.noRefund)
      : refunded >= amount
        ? translate(p.i18n, ORDER_CANCEL_COPY.refunded, { amount: p.money(amount) })
        : translate(p.i18n, ORDER_CANCEL_COPY.refundPending, { amount: p.money(amount) });
  return bookingMail({
    to: input.to,
    subject: translate(p.i18n, ORDER_CANCEL_COPY.subject, { ref: p.ref }),
    intro: [translate(p.i18n, ORDER_CANCEL_COPY.intro, { ref: p.ref })],
    sections: [[p.i18n._(ORDER_CANCEL_COPY.flights), p.flights[1]], p.passengers],
    closing: refund,
    link: p.link,
  });
}

/** After an online check-in: the flights and who was checked in, with seat and boarding sequence. */
export async function orderCheckinMail(
  input: OrderMailInput & {
    checkedIn: ReadonlyArray<{ flightRef: string; passengerRef: string; sequence: number }>;
  },
): Promise<MailMessage> {
  const p = await parts(input);
  const { order } = input;
  const flights = order.flights.filter((f) => input.checkedIn.some((c) => c.flightRef === f.flightRef));
  const departure = (flightRef: string) =>
    Date.parse(order.flights.find((f) => f.flightRef === flightRef)?.departureUtc ?? '');
  const passengers = [...input.checkedIn]
    .sort((a, b) => departure(a.flightRef) - departure(b.flightRef))
    .map((c) => {
      const who = order.passengers.find((x) => x.ref === c.passengerRef);
      return translate(p.i18n, CHECKIN_COPY.passenger, {
        name: `${who?.ticketLastName ?? ''}/${who?.ticketFirstName ?? ''}`,
        flight: order.flights.find((f) => f.flightRef === c.flightRef)?.flightNumber ?? '',
        seat:
          order.seats.find((s) => s.passengerRef === c.passengerRef && s.flightRef === c.flightRef)?.seat ??
          '',
        // As the boarding pass writes it (decision 108).
        sequence: formatSequence(c.sequence),
      });
    });
  return bookingMail({
    to: input.to,
    subject: translate(p.i18n, CHECKIN_COPY.subject, { ref: p.ref }),
    intro: [translate(p.i18n, CHECKIN_COPY.intro, { ref: p.ref })],
    sections: [
      [p.i18n._(CHECKIN_COPY.flights), itinerary(order, input.language, flights)],
      [p.passengers[0], passengers],
    ],
    closing: p.i18n._(CHECKIN_COPY.closing),
    link: p.link,
  });
}
