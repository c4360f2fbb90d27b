import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsentBanner } from './consent-banner.tsx';

const meta = {
  title: 'Consent/ConsentBanner',
  component: ConsentBanner,
  args: { onAcceptAll: fn(), onRejectAll: fn(), onCustomize: fn() },
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first layer: reject and accept side by side, equally easy; reachable by keyboard. */
export const FirstLayer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'Cookies on this site' });
    await userEvent.tab();
    expect(within(banner).getByRole('button', { name: 'Reject all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(args.onRejectAll).toHaveBeenCalledOnce();
    await userEvent.tab();
    expect(within(banner).getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(args.onCustomize).toHaveBeenCalledOnce();
    expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

/** As the server renders it, before the page's scripts have read the stored choice: shown, not yet working. */
export const BeforeHydration: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Cookies on this site' });
    for (const name of ['Reject all', 'Accept all', 'Choose cookies'])
      await expect(within(banner).getByRole('button', { name })).toBeDisabled();
    await expect(banner).toHaveAttribute('data-consent-banner');
  },
};
