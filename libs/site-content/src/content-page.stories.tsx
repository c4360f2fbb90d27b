import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentPage } from './content-page.tsx';

const meta = {
  title: 'Booking web/ContentPage',
  component: ContentPage,
  args: {
    page: {
      link: 'en/baggage',
      title: 'Baggage',
      description: 'What you can take on board',
      body: [
        'Every fare includes one personal item that fits under the seat in front of you.',
        'Checked bags can be added while booking or later, in Manage booking.',
      ],
      updatedAt: '2026-11-01T10:00:00Z',
    },
  },
} satisfies Meta<typeof ContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Plain paragraphs only: no stored HTML reaches the page. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Baggage');
  },
};
