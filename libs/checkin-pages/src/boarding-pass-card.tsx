import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardingPass } from '@skybook/api-contract';
import { formatDate, formatSequence, formatTime, type Locale } from '@skybook/i18n';
import { ArrivalDayShift } from '@skybook/ui';
import styles from './boarding-pass.module.css';

export interface BoardingPassCardProps {
  pass: BoardingPass;
  locale: Locale;
  /** The barcode image (`/api/boarding-pass.svg?…`; stories pass a picture of their own). */
  barcodeSrc: string;
  pdfHref: string;
}

/**
 * One passenger's pass for one flight: who, where, when (airport local times), seat, sequence,
 * and the barcode that encodes its IATA BCBP string. An infant is named on its adult's pass.
 */
export function BoardingPassCard({ pass, locale, barcodeSrc, pdfHref }: BoardingPassCardProps) {
  const { t } = useLingui();
  const departs = new Date(pass.departureUtc);
  const day = formatDate(departs, locale, pass.departureTimeZone);
  const dep = formatTime(departs, locale, pass.departureTimeZone);
  const arr = formatTime(new Date(pass.arrivalUtc), locale, pass.arrivalTimeZone);
  const name = pass.passengerName;
  const flight = pass.flightNumber;
  const sequence = formatSequence(pass.sequence);
  const boards = formatTime(new Date(pass.boardingUtc), locale, pass.departureTimeZone);
  const zone = pass.zone;
  const infant = pass.infant?.name;
  return (
    <article
      className={styles.pass}
      aria-label={t`Boarding pass: ${name}, ${flight}`}
      data-testid={`boarding-pass-${pass.passengerRef}-${pass.flightRef}`}
    >
      <header className={styles.header}>
        <span>
          <Trans>Boarding pass</Trans>
        </span>
        <strong>{flight}</strong>
      </header>
      <div className={styles.body}>
        <dl className={styles.facts}>
          <div className={styles.wide}>
            <dt>
              <Trans>Passenger</Trans>
            </dt>
            <dd data-testid="pass-name">{name}</dd>
            {infant ? (
              <dd className={styles.infant} data-testid="pass-infant">
                <Trans>With infant {infant}</Trans>
              </dd>
            ) : null}
          </div>
          <div className={styles.route}>
            <dt className="visually-hidden">
              <Trans>Route</Trans>
            </dt>
            <dd>
              <span className={styles.airport}>{pass.origin}</span> →{' '}
              <span className={styles.airport}>{pass.destination}</span>
            </dd>
          </div>
          <Fact label={<Trans>Date</Trans>} value={day} />
          <Fact label={<Trans>Departs (local time)</Trans>} value={dep} testId="pass-departs" />
          <Fact
            label={<Trans>Arrives (local time)</Trans>}
            value={
              <>
                {arr}
                <ArrivalDayShift flight={pass} />
              </>
            }
            testId="pass-arrives"
          />
          <Fact label={<Trans>Boarding (local time)</Trans>} value={boards} testId="pass-boarding" big />
          <Fact
            label={<Trans>Gate</Trans>}
            value={pass.gate ?? <abbr title={t`To be announced at the airport`}>{t`TBA`}</abbr>}
            testId="pass-gate"
            big
          />
          <Fact label={<Trans>Zone</Trans>} value={t`Zone ${zone}`} testId="pass-zone" big />
          <Fact label={<Trans>Seat</Trans>} value={pass.seat} testId="pass-seat" big />
          <Fact label={<Trans>Sequence</Trans>} value={sequence} testId="pass-sequence" />
          <Fact label={<Trans>Booking reference</Trans>} value={pass.bookingReference} testId="pass-pnr" />
          <Fact label={<Trans>Cabin</Trans>} value={pass.compartment === 'J' ? t`Business` : t`Economy`} />
        </dl>
        <div className={styles.code}>
          <img
            src={barcodeSrc}
            alt={t`Barcode of the boarding pass of ${name}, flight ${flight}`}
            width={168}
            height={168}
            data-testid="pass-barcode"
          />
          <a
            href={pdfHref}
            className={styles.download}
            data-testid="pass-pdf"
            aria-label={t`Download PDF: ${name}, ${flight}`}
          >
            <Trans>Download PDF</Trans>
          </a>
        </div>
      </div>
    </article>
  );
}

function Fact({
  label,
  value,
  testId,
  big = false,
}: {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  big?: boolean;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={big ? styles.big : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
