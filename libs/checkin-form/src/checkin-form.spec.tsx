import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckinForm, type CheckinFormProps } from './checkin-form.tsx';
import { CheckinFormModal } from './checkin-form-modal.tsx';

function setup(props: Partial<CheckinFormProps> = {}, modal = false) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  const all: CheckinFormProps = {
    intent: 'manage',
    lookup: vi.fn(async () => ({
      kind: 'local' as const,
      open: true,
      orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
    })),
    partnerBaseUrl: 'https://partner.example',
    onNavigate: vi.fn(),
    openExternal: vi.fn(),
    ...props,
  };
  render(
    <I18nProvider i18n={i18n}>
      {modal ? <CheckinFormModal {...all} /> : <CheckinForm {...all} />}
    </I18nProvider>,
  );
  return all;
}

async function fill(reference: string, lastName: string) {
  const user = userEvent.setup();
  if (reference) await user.type(screen.getByLabelText(/^Booking reference/), reference);
  if (lastName) await user.type(screen.getByLabelText(/^Last name/), lastName);
  await user.click(screen.getByRole('button', { name: /Find my booking|Check in/ }));
}

describe('CheckinForm', () => {
  it('shows the required error on each field left empty (after trimming) and looks nothing up', async () => {
    const props = setup();
    await fill('   ', '');
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(props.lookup).not.toHaveBeenCalled();
  });

  it('routes an open booking to /manage with the trimmed, upper-cased reference', async () => {
    const props = setup();
    await fill(' k7mx2q ', ' Núñez ');
    await waitFor(() =>
      expect(props.onNavigate).toHaveBeenCalledWith('/en/manage?order=5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e'),
    );
    expect(props.lookup).toHaveBeenCalledWith({ referenceCode: 'K7MX2Q', lastName: 'Núñez' });
  });

  it('routes a booking in its check-in window to /checkin/select', async () => {
    const props = setup({
      intent: 'checkin',
      lookup: async () => ({ kind: 'local', open: false, orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e' }),
    });
    await fill('K7MX2Q', 'Nunez');
    await waitFor(() =>
      expect(props.onNavigate).toHaveBeenCalledWith(
        '/en/checkin/select?order=5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
      ),
    );
  });

  it('opens the partner site for a booking that is not ours', async () => {
    const props = setup({ intent: 'checkin', lookup: async () => ({ kind: 'unknown' }) });
    await fill('ZZ9999', 'Smith');
    await waitFor(() =>
      expect(props.openExternal).toHaveBeenCalledWith(
        'https://partner.example/en/checkin?confirmationNumber=ZZ9999&bookingLastName=Smith',
      ),
    );
    expect(props.onNavigate).not.toHaveBeenCalled();
  });

  it('shows reservation.{error} for a refused lookup and ignores submits while one runs', async () => {
    let release: () => void = () => {};
    const lookup = vi.fn(
      () =>
        new Promise<never>((_, reject) => {
          release = () => reject({ status: 429, body: { error: 'errors.rate_limited' } });
        }),
    );
    setup({ lookup });
    await fill('K7MX2Q', 'Nunez');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: /Searching/ }));
    expect(lookup).toHaveBeenCalledTimes(1);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });

  it('works as a modal opened from a button, closed on navigation', async () => {
    const props = setup({}, true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage your booking' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await fill('K7MX2Q', 'Nunez');
    await waitFor(() => expect(props.onNavigate).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
