import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_ARRANGEMENT } from './arrange-journeys.ts';
import { SortFilterBar, type SortFilterBarProps } from './sort-filter-bar.tsx';

function Demo(props: SortFilterBarProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortFilterBar
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Booking funnel/SortFilterBar',
  component: Demo,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '60rem' }}>{Story()}</div>],
  args: { value: DEFAULT_ARRANGEMENT, onChange: fn(), shown: 4, total: 4 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Native selects: choosing "Direct only" filters, and the count says how many are left. */
export const Filtering: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Stops' }), 'direct');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...DEFAULT_ARRANGEMENT, stops: 'direct' });
    await expect(canvas.getByRole('status')).toHaveTextContent('4 of 4 flights');
  },
};
export const SomeHidden: Story = {
  args: { value: { sort: 'departure', stops: 'direct', period: 'morning' }, shown: 1 },
};
