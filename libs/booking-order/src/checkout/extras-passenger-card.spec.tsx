import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { SAMPLE_EXTRAS } from './extras-offer-fixture.ts';
import { ExtrasPassengerCard } from './extras-passenger-card.tsx';

const services = SAMPLE_EXTRAS.groups.flatMap((g) =>
  g.services
    .filter((s) => s.serviceId.endsWith('@101'))
    .map((service) => ({ service, mine: service.passengers.find((p) => p.id === 'p1')! })),
);

// Issue 16 found "un Maleta" and "1 incluido(s)" on the Spanish extras: each line now reads as
// written in the language, with no agreement left to a placeholder.
describe.each([
  // Service names come from the server in the order's language (here the fixture's).
  ['es', 'Tu tarifa incluye 1', /^Añadir .+ para Ana Pérez, MAD → LIS$/],
  ['pt', 'A sua tarifa inclui 1', /^Adicionar .+ para Ana Pérez, MAD → LIS$/],
] as const)('ExtrasPassengerCard in %s', (locale, included, add) => {
  it('says what the fare includes and names each control in the language', async () => {
    const i18n = await createI18n(locale);
    const { container } = render(
      withI18n(
        <ExtrasPassengerCard
          passenger={{ id: 'p1', name: 'Ana Pérez' }}
          route="MAD → LIS"
          flightRef="101"
          services={services}
          bundles={[]}
          currency="EUR"
          locale={locale}
          onQuantity={vi.fn()}
          onBundle={vi.fn()}
        />,
        i18n,
      ),
    );
    expect(container).toHaveTextContent(included);
    expect(screen.getAllByRole('button', { name: add }).length).toBeGreaterThan(0);
    const text = `${container.textContent} ${[...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')).join(' ')}`;
    expect(text).not.toMatch(/\(s\)|\bun Maleta\b|\bum Mala\b|incluido\(s\)/);
  });
});
