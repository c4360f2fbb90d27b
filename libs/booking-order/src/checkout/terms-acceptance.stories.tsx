import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TermsAcceptance, type TermsAcceptanceProps } from './terms-acceptance.tsx';

function Stateful(props: Partial<TermsAcceptanceProps>) {
  const [checked, setChecked] = useState(false);
  return <TermsAcceptance termsHref="/en/legal" {...props} checked={checked} onChange={setChecked} />;
}

const meta = { title: 'Booking/Checkout/TermsAcceptance', component: Stateful } satisfies Meta<
  typeof Stateful
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ticked by keyboard; the link opens the terms in a new tab. */
export const Unticked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: /I accept the fare conditions and terms/ });
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};
/** Paid without it: the error is tied to the box. */
export const Required: Story = {
  args: { error: 'errors.terms_required' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAccessibleDescription('Please accept the fare conditions and terms to book.');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
