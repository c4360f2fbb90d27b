import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo } from '@skybook/ui';
import { FunnelHeader } from './funnel-header.tsx';

const skybook = <Logo name="Skybook Air" code="SB" href="/en" label="Skybook Air, home" />;
const solara = <Logo name="Solara Airways" code="SL" href="/en" label="Solara Airways, home" />;

const meta = {
  title: 'Booking web/FunnelHeader',
  component: FunnelHeader,
  args: { logo: skybook, step: 'extras' },
} satisfies Meta<typeof FunnelHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Extras: Flights done, Extras current, the others next; the logo links home. */
export const Extras: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Skybook Air, home' })).toHaveAttribute('href', '/en');
    const steps = within(canvas.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('listitem');
    await expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
  },
};
export const SolaraPayment: Story = { args: { logo: solara, step: 'payment' } };
/** A 360 px phone: "Step 1 of 4 · Flights" over a thin bar. */
export const Phone: Story = { args: { step: 'select' }, globals: { viewport: { value: 'mobile1' } } };
