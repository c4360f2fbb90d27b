import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentsForm } from './documents-form.tsx';
import { sampleCheckin, withDocuments } from './testing/checkin-fixtures.ts';

const fresh = sampleCheckin().passengers;
const meta = {
  title: 'Check-in/DocumentsForm',
  component: DocumentsForm,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
  args: {
    passengers: fresh,
    travelling: fresh.slice(0, 1),
    locale: 'en',
    busy: false,
    errors: { documents: {} },
    codeSentTo: null,
    onSubmit: fn(),
    onRequestCode: fn(),
  },
} satisfies Meta<typeof DocumentsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contract's schema checks each document before anything is sent: an empty form is refused here. */
export const CheckedBeforeSending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Save|Continue/ }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('alert').length).toBeGreaterThan(0);
  },
};
export const Saving: Story = { args: { busy: true } };
/** Documents on file, shown masked, each with "Change". */
export const Saved: Story = {
  args: { passengers: withDocuments().passengers, travelling: withDocuments().passengers },
};
export const ServerRefused: Story = {
  args: { errors: { documents: { p1: { number: 'errors.invalid_document' } }, form: 'errors.message' } },
};
