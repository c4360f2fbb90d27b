import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SeatCategory } from '@skybook/api-contract';
import type { Locale } from '@skybook/i18n';
import { findSeat, type SeatFlight, type SeatPassenger, type SeatRules } from './layout.ts';
import { suggestFamilySeats } from './rules.ts';
import { SeatGrid } from './seat-grid.tsx';
import { SeatLegend } from './seat-legend.tsx';
import styles from './seat-map.module.css';

export interface SeatChoice {
  flightId: string;
  passengerId: string;
  seat: string;
  category: SeatCategory;
  /** The seat's quoted price, minor units of `currency`. */
  price: number;
  currency: string;
}

export interface SeatMapProps {
  flights: SeatFlight[];
  /** The seated passengers (infants fly on a lap and have no row). */
  passengers: SeatPassenger[];
  currency: string;
  locale: Locale;
  /** A seat was chosen; the parent holds it (the server, later) and passes it back in `passengers`. */
  onSelectSeat: (choice: SeatChoice) => void;
}

interface ActiveRow {
  flightId: string;
  passengerId: string;
}

/**
 * Spec §2 seat selection: one row per passenger and flight with a "Select" button. Choosing a
 * row makes it the only active one, its button reads "No seat selected" until a seat is chosen,
 * and the seat container opens for that passenger and flight; its close control shuts it.
 * Prices and who may sit where are the server's (each seat's `price`, each flight's `rules`).
 */
export function SeatMap({ flights, passengers, currency, locale, onSelectSeat }: SeatMapProps) {
  const { t } = useLingui();
  const baseId = useId();
  const [active, setActive] = useState<ActiveRow | null>(null);
  // Said by screen readers once a seat is taken (the grid itself only changes "pressed").
  const [status, setStatus] = useState('');
  const rowButtons = useRef(new Map<string, HTMLButtonElement>());
  const key = (flightId: string, passengerId: string) => `${flightId}:${passengerId}`;

  const flight = active ? flights.find((f) => f.id === active.flightId) : undefined;
  const passenger = active ? passengers.find((p) => p.id === active.passengerId) : undefined;
  const containerId = `${baseId}-seats`;

  const close = () => {
    const opener = active ? rowButtons.current.get(key(active.flightId, active.passengerId)) : undefined;
    setActive(null);
    opener?.focus();
  };

  const choose = (flightId: string, passengerId: string, seat: string) => {
    const found = flights.find((f) => f.id === flightId);
    const cell = found ? findSeat(found.layout, seat) : null;
    if (!cell) return;
    const name = passengers.find((p) => p.id === passengerId)?.name ?? '';
    const flightLabel = found?.label ?? '';
    setStatus(t`Seat ${seat} chosen for ${name} on ${flightLabel}.`);
    onSelectSeat({
      flightId,
      passengerId,
      seat,
      category: cell.seat.category,
      price: cell.seat.price,
      currency,
    });
  };

  return (
    <div className={styles.seatMap}>
      <ul className={styles.rows}>
        {flights.flatMap((f) =>
          passengers.map((p) => {
            const isActive = active?.flightId === f.id && active.passengerId === p.id;
            const seat = p.seats[f.id];
            const describedBy = `${baseId}-${f.id}-${p.id}`;
            const rules = f.rules[p.id];
            if (!rules?.selectable)
              return (
                <li key={key(f.id, p.id)} className={styles.row} data-testid={`seat-fixed-${f.id}-${p.id}`}>
                  <span className={styles.rowText}>
                    <span className={styles.passengerName}>{p.name}</span>
                    <span className={styles.flightLabel}>{f.label}</span>
                    <span className={styles.rowSeat}>
                      {seat ? <Trans>Seat {seat}, booked</Trans> : <Trans>Seat assigned at check-in</Trans>}
                    </span>
                  </span>
                </li>
              );
            return (
              <li key={key(f.id, p.id)} className={styles.row} data-active={isActive ? 'true' : undefined}>
                <span id={describedBy} className={styles.rowText}>
                  <span className={styles.passengerName}>{p.name}</span>
                  <span className={styles.flightLabel}>{f.label}</span>
                  <span className={styles.rowSeat}>{seat ?? '—'}</span>
                </span>
                <button
                  type="button"
                  className={styles.rowButton}
                  ref={(el) => {
                    if (el) rowButtons.current.set(key(f.id, p.id), el);
                    else rowButtons.current.delete(key(f.id, p.id));
                  }}
                  aria-describedby={describedBy}
                  aria-expanded={isActive}
                  aria-controls={isActive ? containerId : undefined}
                  data-testid={`seat-row-${f.id}-${p.id}`}
                  onClick={() => setActive(isActive ? null : { flightId: f.id, passengerId: p.id })}
                >
                  {!isActive ? (
                    <Trans>Select</Trans>
                  ) : seat ? (
                    <Trans>Seat {seat}</Trans>
                  ) : (
                    <Trans>No seat selected</Trans>
                  )}
                </button>
                {/* Right after its row, so Tab goes from the row's button straight into the seats. */}
                {isActive && flight && passenger ? (
                  <SeatContainer
                    id={containerId}
                    flight={flight}
                    passenger={passenger}
                    rules={rules}
                    passengers={passengers}
                    currency={currency}
                    locale={locale}
                    closeLabel={t`Close the seat map`}
                    onClose={close}
                    onChoose={(chosen, forPassenger = passenger.id) =>
                      choose(flight.id, forPassenger, chosen)
                    }
                  />
                ) : null}
              </li>
            );
          }),
        )}
      </ul>
      <p role="status" className={styles.visuallyHidden}>
        {status}
      </p>
    </div>
  );
}

interface SeatContainerProps {
  id: string;
  flight: SeatFlight;
  passenger: SeatPassenger;
  rules: SeatRules;
  passengers: SeatPassenger[];
  currency: string;
  locale: Locale;
  closeLabel: string;
  onClose: () => void;
  onChoose: (seat: string, passengerId?: string) => void;
}

/** The open seat map for one passenger on one flight, with family seating for a child. */
function SeatContainer({
  id,
  flight,
  passenger,
  rules,
  passengers,
  currency,
  locale,
  closeLabel,
  onClose,
  onChoose,
}: SeatContainerProps) {
  const { t } = useLingui();
  const { layout } = flight;
  const name = passenger.name;
  const flightLabel = flight.label;
  // Seats held by the other passengers on this flight are not available to this one.
  const heldByOthers = new Map(
    passengers.flatMap((p) => {
      const seat = p.seats[flight.id];
      return p.id !== passenger.id && seat ? [[seat, p] as const] : [];
    }),
  );
  const isDisabled = (seat: string) => {
    if (heldByOthers.has(seat)) return true;
    const cell = findSeat(layout, seat);
    return !cell || (Boolean(cell.row.exit) && !rules.exitRow);
  };

  const adults = passengers.filter((p) => p.type === 'adult');
  const seatedAdult = adults.find((a) => a.seats[flight.id]);
  const taken = new Set(heldByOthers.keys());
  const family =
    passenger.type === 'child' && !passenger.seats[flight.id] && adults.length > 0
      ? suggestFamilySeats(layout, taken, seatedAdult?.seats[flight.id])
      : null;
  const partner = seatedAdult ?? adults[0];

  return (
    <section id={id} className={styles.container} aria-label={t`Seats for ${name}, ${flightLabel}`}>
      <div className={styles.containerHeader}>
        <h3 className={styles.containerTitle}>
          <Trans>
            Choose a seat for {name} · {flightLabel}
          </Trans>
        </h3>
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {family && partner ? (
        <FamilySuggestion
          seats={family}
          childName={name}
          adultName={partner.name}
          adultSeated={Boolean(seatedAdult)}
          onAccept={() => {
            if (!seatedAdult) onChoose(family.adult, partner.id);
            onChoose(family.child);
          }}
        />
      ) : null}
      <SeatGrid
        layout={layout}
        label={t`Seats on ${flightLabel}`}
        activeSeat={passenger.seats[flight.id]}
        isDisabled={isDisabled}
        suggestedSeat={family?.child}
        currency={currency}
        locale={locale}
        onSelect={(seat) => onChoose(seat)}
      />
      <SeatLegend layout={layout} currency={currency} locale={locale} />
    </section>
  );
}

function FamilySuggestion({
  seats,
  childName,
  adultName,
  adultSeated,
  onAccept,
}: {
  seats: { adult: string; child: string };
  childName: string;
  adultName: string;
  adultSeated: boolean;
  onAccept: () => void;
}) {
  const childSeat = seats.child;
  const adultSeat = seats.adult;
  return (
    <div className={styles.family} data-testid="family-seating">
      <p className={styles.familyText}>
        {adultSeated ? (
          <Trans>
            Family seating: seat {childSeat} is next to {adultName} ({adultSeat}).
          </Trans>
        ) : (
          <Trans>
            Family seating: {childName} in {childSeat} and {adultName} in {adultSeat}, side by side.
          </Trans>
        )}
      </p>
      <button type="button" className={styles.familyButton} onClick={onAccept}>
        <Trans>Take the suggested seats</Trans>
      </button>
    </div>
  );
}
