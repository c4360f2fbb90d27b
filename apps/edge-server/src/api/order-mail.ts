import type { Order } from '@skybook/api-contract';
import {
  arrivalDayOffset,
  dayOffsetMark,
  formatDate,
  formatMoney,
  formatTime,
  type Locale,
} from '@skybook/i18n';
import { escapeHtml, type MailMessage } from '@skybook/mail';

/** Plain per-language copy, like the newsletter mail: the server bundle has no macro compiler. */
const COPY: Record<
  Locale,
  {
    subject: (ref: string) => string;
    intro: (ref: string) => string;
    flights: string;
    passengers: string;
    seat: string;
    prices: string;
    total: string;
    manage: string;
    lines: Record<string, string>;
  }
> = {
  en: {
    subject: (ref) => `Your booking ${ref} is confirmed`,
    intro: (ref) => `Thank you for flying with us. Your booking reference is ${ref}.`,
    flights: 'Flights (local times)',
    passengers: 'Passengers',
    seat: 'seat',
    prices: 'Price details',
    total: 'Total paid',
    manage: 'Manage your booking',
    lines: {
      base_fare: 'Fare',
      taxes: 'Taxes',
      fees: 'Service fee',
      infant_fee: 'Infant fee',
      seat: 'Seat',
      extra: 'Extra',
    },
  },
  es: {
    subject: (ref) => `Tu reserva ${ref} está confirmada`,
    intro: (ref) => `Gracias por volar con nosotros. Tu código de reserva es ${ref}.`,
    flights: 'Vuelos (horas locales)',
    passengers: 'Pasajeros',
    seat: 'asiento',
    prices: 'Detalle del precio',
    total: 'Total pagado',
    manage: 'Gestionar tu reserva',
    lines: {
      base_fare: 'Tarifa',
      taxes: 'Tasas',
      fees: 'Cargo de servicio',
      infant_fee: 'Tarifa de bebé',
      seat: 'Asiento',
      extra: 'Extra',
    },
  },
  pt: {
    subject: (ref) => `A sua reserva ${ref} está confirmada`,
    intro: (ref) => `Obrigado por voar connosco. O seu código de reserva é ${ref}.`,
    flights: 'Voos (horas locais)',
    passengers: 'Passageiros',
    seat: 'lugar',
    prices: 'Detalhe do preço',
    total: 'Total pago',
    manage: 'Gerir a sua reserva',
    lines: {
      base_fare: 'Tarifa',
      taxes: 'Taxas',
      fees: 'Taxa de serviço',
      infant_fee: 'Taxa de bebé',
      seat: 'Lugar',
      extra: 'Extra',
    },
  },
};

/** The confirmation: itinerary in each airport's local time, passengers, seats, extras, every price line. */
export function orderConfirmationMail(opts: {
  to: string;
  order: Order;
  language: Locale;
  origin: string;
}): MailMessage {
  const { order, language } = opts;
  const copy = COPY[language];
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
      .map(
        (s) =>
          `${order.flights.find((f) => f.flightRef === s.flightRef)?.flightNumber ?? ''} ${copy.seat} ${s.seat}`,
      );
    return [`${p.ticketLastName ?? ''}/${p.ticketFirstName ?? ''}`, ...seats].join(', ');
  });
  const lines = order.lines.map((l) => {
    const label = l.kind === 'fare' ? (copy.lines[l.code] ?? l.code) : `${copy.lines[l.kind]} ${l.code}`;
    const who =
      l.kind === 'fare'
        ? l.passenger
        : (order.passengers.find((p) => p.ref === l.passenger)?.ticketLastName ?? l.passenger);
    return `${label} (${who}${l.quantity > 1 ? ` ×${l.quantity}` : ''}): ${money(l.amount)}`;
  });
  const lead = order.passengers.find((p) => p.type === 'adult');
  const manageUrl = `${opts.origin}/${language}/manage?referenceCode=${encodeURIComponent(ref)}&lastName=${encodeURIComponent(lead?.lastName ?? '')}`;
  const total = `${copy.total}: ${money(order.total.amount)}`;
  const section = (title: string, items: string[]) => `${title}\n${items.map((i) => `- ${i}`).join('\n')}`;
  const htmlSection = (title: string, items: string[]) =>
    `<h2>${escapeHtml(title)}</h2><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
  return {
    to: opts.to,
    subject: copy.subject(ref),
    text: [
      copy.intro(ref),
      section(copy.flights, flights),
      section(copy.passengers, passengers),
      section(copy.prices, lines),
      total,
      `${copy.manage}: ${manageUrl}`,
    ].join('\n\n'),
    html:
      `<p>${escapeHtml(copy.intro(ref))}</p>` +
      htmlSection(copy.flights, flights) +
      htmlSection(copy.passengers, passengers) +
      htmlSection(copy.prices, lines) +
      `<p><strong>${escapeHtml(total)}</strong></p>` +
      `<p><a href="${escapeHtml(manageUrl)}">${escapeHtml(copy.manage)}</a></p>`,
  };
}
