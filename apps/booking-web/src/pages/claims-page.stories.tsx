import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppContextFixture } from '@skybook/ssr';
import { ClaimsPage } from './claims-page.tsx';

const meta = {
  title: 'Booking web/ClaimsPage',
  component: ClaimsPage,
  decorators: [
    (Story) => (
      <AppContextFixture
        api={{ submitClaim: async () => ({ receipt: 'R-2026-000123', createdAt: '2026-11-24T10:00:00Z' }) }}
      >
        <Story />
      </AppContextFixture>
    ),
  ],
} satisfies Meta<typeof ClaimsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Claims: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Claims and requests',
    );
  },
};
