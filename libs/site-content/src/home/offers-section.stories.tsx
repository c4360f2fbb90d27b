import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFixture } from '../testing/site-fixture.tsx';
import { OffersSection } from './offers-section.tsx';

const meta = {
  title: 'Booking web/OffersSection',
  component: OffersSection,
  decorators: [
    (Story, { parameters }) => (
      <SiteFixture offers={parameters['offers'] as 'ok' | 'fails'}>
        <Story />
      </SiteFixture>
    ),
  ],
  parameters: { offers: 'ok' },
  args: { domainId: 1, languageId: 1, preview: false, isHome: true },
} satisfies Meta<typeof OffersSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offers: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByTestId('offer', {}, { timeout: 5000 })).toHaveLength(3);
  },
};
export const LoadFails: Story = {
  parameters: { offers: 'fails' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
