/** The content languages (as `ContentLang` in words.ts, which imports this file). */
type ContentLang = 'en' | 'es' | 'pt';

/** What content needs of a fare family: the same fields the fare_families rows carry. */
export interface FamilyInclusions {
  code: string;
  checkedBags: number;
  cabinBags: number;
}

const NAME: Record<string, string> = { basic: 'Basic', classic: 'Classic', flex: 'Flex' };
const nameOf = (code: string) => NAME[code] ?? code;
const AND: Record<ContentLang, string> = { en: 'and', es: 'y', pt: 'e' };
const listOf = (names: string[], l: ContentLang) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${AND[l]} ${names.at(-1)}`;
/** Bag counts as words (a "maleta" and a "mala" are feminine). */
const COUNT: Record<ContentLang, string[]> = {
  en: ['no', 'one', 'two', 'three'],
  es: ['ninguna', 'una', 'dos', 'tres'],
  pt: ['nenhuma', 'uma', 'duas', 'três'],
};

/**
 * The sentences of the baggage page and the home tile that state what fares include, written
 * from the fare families the seed stores and the extras catalogue reads (decision 015): content
 * can no longer promise a bag the extras step then sells.
 */
export function fareInclusionText(families: readonly FamilyInclusions[], l: ContentLang) {
  const everyCabin = families.every((f) => f.cabinBags >= 1);
  const withCabin = listOf(
    families.filter((f) => f.cabinBags >= 1).map((f) => nameOf(f.code)),
    l,
  );
  const cabin = {
    en: everyCabin
      ? 'Every fare includes one cabin bag of up to 10 kg (55 × 40 × 20 cm) and a small personal item.'
      : `${withCabin} fares include one cabin bag of up to 10 kg (55 × 40 × 20 cm); every fare includes a small personal item.`,
    es: everyCabin
      ? 'Todas las tarifas incluyen un equipaje de mano de hasta 10 kg (55 × 40 × 20 cm) y un artículo personal.'
      : `Las tarifas ${withCabin} incluyen un equipaje de mano de hasta 10 kg (55 × 40 × 20 cm); todas incluyen un artículo personal.`,
    pt: everyCabin
      ? 'Todas as tarifas incluem uma bagagem de mão até 10 kg (55 × 40 × 20 cm) e um artigo pessoal.'
      : `As tarifas ${withCabin} incluem uma bagagem de mão até 10 kg (55 × 40 × 20 cm); todas incluem um artigo pessoal.`,
  }[l];
  const checked = families
    .filter((f) => f.checkedBags > 0)
    .map((f) => {
      const n = COUNT[l][f.checkedBags] ?? String(f.checkedBags);
      const name = nameOf(f.code);
      return {
        en: `${name} fares include ${n} 23 kg checked bag${f.checkedBags > 1 ? 's' : ''}.`,
        es: `La tarifa ${name} incluye ${n} maleta${f.checkedBags > 1 ? 's' : ''} facturada${f.checkedBags > 1 ? 's' : ''} de 23 kg.`,
        pt: `A tarifa ${name} inclui ${n} mala${f.checkedBags > 1 ? 's' : ''} de porão de 23 kg.`,
      }[l];
    });
  const tile = everyCabin
    ? {
        en: 'A cabin bag is included in every fare.',
        es: 'Un equipaje de mano incluido en todas las tarifas.',
        pt: 'Uma bagagem de mão incluída em todas as tarifas.',
      }[l]
    : {
        en: 'Travel light with a cabin bag.',
        es: 'Viaja ligero con equipaje de mano.',
        pt: 'Viaje leve com bagagem de mão.',
      }[l];
  return { cabin, checked, tile };
}
