import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CardFieldHandle } from './card-field.ts';
import { HostedCardField } from './hosted-card-field.tsx';

/**
 * No gateway runs in Storybook and stories never call a network: the frame shows a local page
 * standing in for the gateway's card form. Its address carries this page's origin and the
 * language, as the real one does.
 */
const STAND_IN =
  'data:text/html,<p style="font:14px sans-serif">The payment gateway’s card form loads here.</p>';

function Demo({ url, locale, onSubmit }: { url: string; locale: 'en' | 'es' | 'pt'; onSubmit(): void }) {
  const handle = useRef<CardFieldHandle | null>(null);
  return (
    <div style={{ padding: '2rem', maxWidth: '32rem' }}>
      <HostedCardField url={url} locale={locale} handle={handle} onSubmit={onSubmit} />
    </div>
  );
}

const meta = {
  title: 'Booking/Checkout/HostedCardField',
  component: Demo,
  args: { url: STAND_IN, locale: 'en', onSubmit: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Framed: Story = {
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Card details');
    await expect(frame.getAttribute('src')).toContain('lang=en');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  },
};
export const InSpanish: Story = { args: { locale: 'es' } };
