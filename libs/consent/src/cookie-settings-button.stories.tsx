import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieSettingsButton, OPEN_CONSENT_EVENT } from './cookie-settings-button.tsx';

const meta = {
  title: 'Consent/CookieSettingsButton',
  component: CookieSettingsButton,
} satisfies Meta<typeof CookieSettingsButton>;
export default meta;

/** The footer's link back to the choice: by keyboard it asks the consent manager to open. */
export const InTheFooter: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const opened = fn();
    window.addEventListener(OPEN_CONSENT_EVENT, opened);
    try {
      await userEvent.tab();
      await expect(within(canvasElement).getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(opened).toHaveBeenCalledOnce();
    } finally {
      window.removeEventListener(OPEN_CONSENT_EVENT, opened);
    }
  },
};
