import { useNavigate } from '@tanstack/react-router';
import { LOCALE_NAMES, isLocale } from '@skybook/i18n';
import type { Domain, Region } from '@skybook/api-contract';
import { RegionSelector, selectorAction, type SelectorChoice } from '@skybook/menu';
import { useSession } from '@skybook/auth';
import { chooseLocale, useCurrencyStore } from '@skybook/ssr';

/**
 * Wires the selector to the currency store, the language cookies and the router (spec §4). A
 * signed-in agency is offered its own currency only: it books on account in it (decision 014).
 */
export function SelectorContainer({
  domain,
  regions,
  locale,
  showCurrency,
}: {
  domain: Domain;
  regions: Region[];
  locale: string;
  showCurrency: boolean;
}) {
  const navigate = useNavigate();
  const [{ currency }, setCurrency] = useCurrencyStore();
  const { agency } = useSession();
  const onChoose = (choice: SelectorChoice) => {
    const action = selectorAction(choice, {
      regionId: domain.id,
      locale,
      currency,
      pathWithSearch: `${window.location.pathname}${window.location.search}`,
    });
    if (action.kind === 'redirect') window.location.assign(action.url);
    else if (action.kind === 'currency') setCurrency(action.currency);
    else if (action.kind === 'language' && isLocale(action.locale)) {
      chooseLocale(action.locale);
      void navigate({ to: action.path });
    }
  };
  return (
    <RegionSelector
      regions={regions}
      regionId={domain.id}
      languages={domain.languages
        .filter((l) => isLocale(l.code))
        .map((l) => ({ code: l.code, name: LOCALE_NAMES[l.code as keyof typeof LOCALE_NAMES] }))}
      locale={locale}
      currencies={agency ? [agency.currency] : domain.currencies.map((c) => c.code)}
      currency={currency}
      showCurrency={showCurrency}
      onChoose={onChoose}
    />
  );
}
