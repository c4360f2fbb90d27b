import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Party } from './passenger-rules.ts';

/** "2 adults, 1 child, 1 infant": zero children or infants are left out. */
export function usePartyLabel(party: Party): string {
  const { t } = useLingui();
  return [
    t({ message: plural(party.adults, { one: '# adult', other: '# adults' }) }),
    party.children ? t({ message: plural(party.children, { one: '# child', other: '# children' }) }) : '',
    party.infants ? t({ message: plural(party.infants, { one: '# infant', other: '# infants' }) }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}
