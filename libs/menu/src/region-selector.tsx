import type { Region } from '@skybook/api-contract';
import { useLingui } from '@lingui/react/macro';
import { Dropdown } from '@skybook/ui';
import { regionLabel } from './region-names.ts';
import type { SelectorChoice } from './selector-rules.ts';
import styles from './region-selector.module.css';

export interface RegionSelectorProps {
  regions: readonly Region[];
  regionId: number;
  /** The domain's languages: code and its name in its own language. */
  languages: ReadonlyArray<{ code: string; name: string }>;
  locale: string;
  currencies: readonly string[];
  currency: string;
  /** Spec §2: the currency choice is only offered on the home routes. */
  showCurrency: boolean;
  onChoose: (choice: SelectorChoice) => void;
}

/** Spec §2/§4 region, language and currency selector: one dropdown in the navbar. */
export function RegionSelector(props: RegionSelectorProps) {
  const { t } = useLingui();
  const region = props.regions.find((r) => r.id === props.regionId);
  // Region names in the page's language; internal sites never reach the list (decision 107).
  const label = (r: Region) => regionLabel(r, props.locale, t`International`);
  const summary = [
    region ? label(region) : null,
    props.locale.toUpperCase(),
    props.showCurrency ? props.currency : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Dropdown
      name="selector"
      align="end"
      label={
        <>
          <span className="visually-hidden">{t`Region, language and currency:`} </span>
          {summary}
        </>
      }
      panelLabel={t`Region, language and currency`}
    >
      <div className={styles.columns}>
        <Choices
          title={t`Region`}
          items={props.regions.map((r) => ({
            key: String(r.id),
            label: label(r),
            current: r.id === props.regionId,
          }))}
          onPick={(key) => {
            const target = props.regions.find((r) => String(r.id) === key);
            if (target) props.onChoose({ kind: 'region', regionId: target.id, regionUrl: target.url });
          }}
        />
        <Choices
          title={t`Language`}
          items={props.languages.map((l) => ({
            key: l.code,
            label: l.name,
            current: l.code === props.locale,
            lang: l.code,
          }))}
          onPick={(locale) => props.onChoose({ kind: 'language', locale })}
        />
        {props.showCurrency ? (
          <Choices
            title={t`Currency`}
            items={props.currencies.map((c) => ({ key: c, label: c, current: c === props.currency }))}
            onPick={(currency) => props.onChoose({ kind: 'currency', currency })}
          />
        ) : null}
      </div>
    </Dropdown>
  );
}

interface ChoicesProps {
  title: string;
  items: Array<{ key: string; label: string; current: boolean; lang?: string }>;
  onPick: (key: string) => void;
}

function Choices({ title, items, onPick }: ChoicesProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={item.current}
              lang={item.lang}
              onClick={() => onPick(item.key)}
            >
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
