import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteFixture } from '@skybook/site-content/testing';
import { SelectStep } from './select-step.tsx';

/** `/{lang}/select`: the URL's search drives the select step (here a same-airport one, explained). */
const meta = {
  title: 'Booking web/SelectStep',
  component: SelectStep,
  decorators: [
    (Story, { parameters }) => (
      <SiteFixture url={parameters['url'] as string} route="/$lang/select">
        <Story />
      </SiteFixture>
    ),
  ],
  parameters: { url: '/en/select?from=MAD&to=MAD&depart=2099-12-01' },
} satisfies Meta<typeof SelectStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvalidSearch: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'We can’t search for these flights',
    );
  },
};
export const NoSearch: Story = { parameters: { url: '/en/select' } };
