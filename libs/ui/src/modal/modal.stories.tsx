import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { Modal, type ModalSize } from './modal.tsx';

function ModalDemo({ size, initiallyOpen }: { size: ModalSize; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div style={{ padding: '2rem' }}>
      <Button onClick={() => setOpen(true)}>Open the dialog</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Thank you for subscribing!"
        closeLabel="Close"
        size={size}
        actions={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <p>
          We sent a confirmation email to ana@example.com. Press Escape or Tab around: focus stays inside.
        </p>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  args: { size: 'md', initiallyOpen: true },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl', '2xl'] } },
} satisfies Meta<typeof ModalDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const ExtraWide: Story = { args: { size: '2xl' } };
export const Closed: Story = { args: { initiallyOpen: false } };
