import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology, so the text beside it must say what is loading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
  },
};
