import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PassengerPicker } from './passenger-picker.tsx';
import { checkedIn, sampleCheckin } from './testing/checkin-fixtures.ts';

const meta = {
  title: 'Check-in/PassengerPicker',
  component: PassengerPicker,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '48rem' }}>{Story()}</div>],
  args: { view: sampleCheckin(), locale: 'en', onContinue: fn(), onBoardingPasses: fn() },
} satisfies Meta<typeof PassengerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everyone is chosen at first; unticking one leaves them out of this check-in. */
export const Choosing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await userEvent.click(boxes[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onContinue.mock.calls[0]![0]).not.toContain('p1');
  },
};
/** Nobody ticked: the form asks for at least one passenger. */
export const NoneChosen: Story = {
  args: { initial: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Choose at least one passenger to check in.')).toBeInTheDocument();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};
export const AllCheckedIn: Story = { args: { view: checkedIn() } };
