import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MonthGrid, type MonthGridProps } from './month-grid.tsx';

/** Keeps the focused day, as the date picker does around it. */
function Demo(props: MonthGridProps) {
  const [focused, setFocused] = useState(props.focused);
  return (
    <>
      <h2 id="month">December 2026</h2>
      <MonthGrid
        {...props}
        focused={focused}
        onMove={(day) => {
          setFocused(day);
          props.onMove(day);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Booking funnel/MonthGrid',
  component: Demo,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '22rem' }}>{Story()}</div>],
  args: {
    focused: '2026-12-10',
    selected: undefined,
    firstDay: 1,
    locale: 'en',
    labelledBy: 'month',
    isDisabled: (day) => day < '2026-12-05',
    onMove: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One tab stop: arrows move by day and week, Enter chooses the focused day. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid.querySelector('[data-date="2026-12-10"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(grid.querySelector('[data-date="2026-12-18"]')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('2026-12-18');
  },
};
export const DaySelected: Story = { args: { selected: '2026-12-10' } };
/** Sunday first, in Spanish formatting. */
export const SundayFirst: Story = { args: { firstDay: 0, locale: 'es' } };
