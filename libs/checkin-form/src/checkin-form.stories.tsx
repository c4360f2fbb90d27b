import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckinForm } from './checkin-form.tsx';
import { CheckinFormModal } from './checkin-form-modal.tsx';
import type { LookupOutcome } from './reservation-route.ts';

type Lookup = (input: { referenceCode: string; lastName: string }) => Promise<LookupOutcome>;
const found: Lookup = async () => ({
  kind: 'local',
  open: true,
  orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
});
const limited: Lookup = async () => {
  throw { status: 429, body: { error: 'errors.rate_limited' } };
};
const pending: Lookup = () => new Promise(() => {});

function Demo({
  lookup = found,
  modal = false,
  intent = 'manage',
}: {
  lookup?: Lookup;
  modal?: boolean;
  intent?: 'manage' | 'checkin';
}) {
  const props = {
    intent,
    lookup,
    partnerBaseUrl: 'https://partner.example',
    onNavigate: (href: string) => console.info('navigate', href),
    openExternal: (url: string) => console.info('open', url),
  };
  // The navbar shows it inside a 20rem dropdown panel.
  return modal ? (
    <CheckinFormModal {...props} />
  ) : (
    <div style={{ width: '20rem', padding: '1rem' }}>
      <CheckinForm {...props} />
    </div>
  );
}

const meta = { title: 'Check-in/CheckinForm', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dropdown: Story = {};
export const CheckinDropdown: Story = { args: { intent: 'checkin' } };
export const EmptyFieldsError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Find my booking|Buscar|Encontrar/ }));
    await expect(canvas.getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true');
  },
};
export const RateLimited: Story = {
  args: { lookup: limited },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [reference, lastName] = canvas.getAllByRole('textbox');
    await userEvent.type(reference!, 'K7MX2Q');
    await userEvent.type(lastName!, 'Nunez');
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
export const Submitting: Story = {
  args: { lookup: pending },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [reference, lastName] = canvas.getAllByRole('textbox');
    await userEvent.type(reference!, 'K7MX2Q');
    await userEvent.type(lastName!, 'Nunez');
    await userEvent.click(canvas.getByRole('button'));
  },
};
export const AsModal: Story = { args: { modal: true } };
