import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './icon.tsx';

const meta = { title: 'UI/Icon', component: Icon } satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every symbol of the sprite, referenced by name and hidden from assistive technology. */
export const AllIcons: Story = {
  args: { name: 'menu' },
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {(['facebook', 'twitter', 'instagram', 'tiktok', 'menu', 'close'] as const).map((name) => (
        <Icon key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const uses = [...canvasElement.querySelectorAll('svg[aria-hidden="true"] > use')];
    await expect(uses.map((use) => use.getAttribute('href')?.split('#')[1])).toEqual([
      'facebook',
      'twitter',
      'instagram',
      'tiktok',
      'menu',
      'close',
    ]);
    await expect(uses[0]!.getAttribute('href')).toMatch(/\/icons[^#/]*\.svg[^#/]*#facebook$/);
  },
};
