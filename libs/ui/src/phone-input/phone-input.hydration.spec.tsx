import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { withI18n } from '@skybook/i18n/testing';

// The numbering plans load once per module graph, which a worker keeps from file to file: this
// file starts from fresh modules, so they are not loaded yet.
beforeAll(() => vi.resetModules());

describe('PhoneInput before the numbering plans arrive', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('renders on the server and hydrates the same without them, then lays the number out when they come', async () => {
    const { PhoneInput } = await import('./phone-input.tsx');
    const { loadPhoneRules, loadedPhoneRules } = await import('./phone-rules.ts');
    const page = withI18n(
      <>
        <label htmlFor="saved">Saved</label>
        <PhoneInput
          id="saved"
          name="saved"
          defaultValue="+18095551234"
          displayMode="international"
          onChange={vi.fn()}
        />
        <label htmlFor="typed">Typed</label>
        <PhoneInput id="typed" name="typed" onChange={vi.fn()} />
      </>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const mismatches: unknown[] = [];
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(loadedPhoneRules()).toBeUndefined();
    expect(mismatches).toEqual([]);
    const [savedCountry, typedCountry] = screen.getAllByRole('button', { name: /^Country code:/ });
    expect(screen.getByLabelText('Saved')).toHaveValue('+1 8095551234');
    expect(savedCountry).toHaveAccessibleName('Country code: Dominican Republic +1');

    // Typing does not wait: a + picks the country by its dial code at once.
    fireEvent.change(screen.getByLabelText('Typed'), { target: { value: '+351912345678' } });
    expect(screen.getByLabelText('Typed')).toHaveValue('+351912345678');
    expect(typedCountry).toHaveAccessibleName('Country code: Portugal +351');

    await act(() => loadPhoneRules());
    expect(screen.getByLabelText('Saved')).toHaveValue('+1 809 555 1234');
    expect(savedCountry).toHaveAccessibleName('Country code: Dominican Republic +1');
    // Not in the box any more: laid out as leaving it would have.
    expect(screen.getByLabelText('Typed')).toHaveValue('+351 912 345 678');
    expect(typedCountry).toHaveAccessibleName('Country code: Portugal +351');
  });
});
