import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import ConsentLayers from './consent-layers.tsx';

const meta = {
  title: 'Consent/ConsentLayers',
  component: ConsentLayers,
  args: { showBanner: true, preferencesOpen: false, initial: null, choose: fn(), setPreferencesOpen: fn() },
} satisfies Meta<typeof ConsentLayers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: the banner; "Reject all" chooses nothing beyond necessary. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookies on this site' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Reject all' }));
    await expect(args.choose).toHaveBeenCalledWith({ analytics: false, marketing: false });
  },
};

/** Reopened from the footer with a stored choice: the dialog alone, showing that choice. */
export const Preferences: Story = {
  args: { showBanner: false, preferencesOpen: true, initial: { analytics: true, marketing: false } },
};
