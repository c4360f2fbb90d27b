import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { FareConditions } from '@skybook/api-contract';
import { formatMoney, type Locale } from '@skybook/i18n';
import { SEAT_NAMES } from './fare-labels.ts';

export interface FareInclusionsProps {
  conditions: FareConditions;
  locale: Locale;
  id?: string;
  className?: string;
}

/** What a fare family includes, as the server priced it: bags, changes, refunds and the seat. */
export function FareInclusions({ conditions, locale, id, className }: FareInclusionsProps) {
  const { i18n } = useLingui();
  return (
    <ul id={id} className={className}>
      <li>
        {conditions.checkedBags ? (
          <Plural value={conditions.checkedBags} one="# checked bag" other="# checked bags" />
        ) : (
          <Trans>Cabin bag only</Trans>
        )}
      </li>
      <li>
        {!conditions.changeable ? (
          <Trans>No changes</Trans>
        ) : conditions.changeFee ? (
          <Trans>
            Changes for {formatMoney(conditions.changeFee.amount, conditions.changeFee.currency, locale)}
          </Trans>
        ) : (
          <Trans>Free changes</Trans>
        )}
      </li>
      <li>{conditions.refundable ? <Trans>Refundable</Trans> : <Trans>Non-refundable</Trans>}</li>
      <li>{i18n._(SEAT_NAMES[conditions.seatCategory])}</li>
    </ul>
  );
}
