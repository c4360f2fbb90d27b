import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppContextFixture } from '@skybook/ssr';
import { ConsentManager } from './consent-manager.tsx';

/** Nothing configured: the banner asks, and nothing external would load whatever the answer. */
const meta = {
  title: 'Consent/ConsentManager',
  component: ConsentManager,
  args: { integrations: { tagManager: null, rum: null, fraudBeacon: null }, routeName: 'index' },
  decorators: [
    (Story) => (
      <AppContextFixture
        api={{ recordConsent: async () => ({ id: 1, recordedAt: '2026-11-24T10:00:00.000Z' }) }}
      >
        <Story />
      </AppContextFixture>
    ),
  ],
} satisfies Meta<typeof ConsentManager>;
export default meta;

/** A visitor without a stored choice sees the banner once the page has hydrated. */
export const WithoutAChoice: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'Cookies on this site' }),
    ).toBeInTheDocument();
  },
};
