import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SavedDocument } from './saved-document.tsx';
import { withDocuments } from './testing/checkin-fixtures.ts';

const [ana, , , mateo] = withDocuments().passengers;
const meta = {
  title: 'Check-in/SavedDocument',
  component: SavedDocument,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '40rem' }}>{Story()}</div>],
  args: {
    passengerRef: ana!.ref,
    name: 'Ana María Núñez',
    document: ana!.document!,
    country: 'Spain',
    locale: 'en',
    onChange: fn(),
  },
} satisfies Meta<typeof SavedDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Never shown in full: the number stays masked; "Change" opens the form (a code is needed). */
export const Passport: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/•••••4567/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Change/ }));
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Infant: Story = {
  args: {
    passengerRef: mateo!.ref,
    name: 'Mateo Núñez',
    note: 'Infant travelling with Ana María Núñez',
    document: { ...mateo!.document!, type: 'id_card' },
  },
};
