import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactSection } from './contact-section.tsx';
import { manageResponse } from './testing/booked-order.ts';
import { ManageFixture } from './testing/manage-fixture.tsx';

const meta = {
  title: 'Manage booking/ContactSection',
  component: ContactSection,
  decorators: [
    (Story, { args }) => (
      <ManageFixture options={{ booking: args.booking }}>
        <div style={{ padding: '2rem', maxWidth: '48rem' }}>
          <Story />
        </div>
      </ManageFixture>
    ),
  ],
  args: { booking: manageResponse(), locale: 'en', editable: true },
} satisfies Meta<typeof ContactSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Changing the contact first mails a code to the current address, then asks for it. */
export const Editable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Change contact details/ }));
    await expect(
      await canvas.findByRole('textbox', { name: /Code from the email/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
/** A cancelled booking keeps its contact as it is. */
export const ReadOnly: Story = { args: { editable: false } };
export const NoContact: Story = {
  args: { booking: { ...manageResponse(), contact: null }, editable: false },
};
