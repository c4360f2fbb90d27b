import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DropdownGroup } from '@skybook/ui';
import { RegionSelector } from './region-selector.tsx';
import { sampleRegions } from './story-fixtures.ts';

const meta = {
  title: 'Menu/RegionSelector',
  component: RegionSelector,
  decorators: [
    (Story) => (
      <DropdownGroup>
        <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 280, padding: 8 }}>
          <Story />
        </div>
      </DropdownGroup>
    ),
  ],
  args: {
    regions: sampleRegions,
    regionId: 1,
    languages: [
      { code: 'es', name: 'Español' },
      { code: 'en', name: 'English' },
    ],
    locale: 'es',
    currencies: ['EUR', 'USD', 'MXN'],
    currency: 'MXN',
    showCurrency: true,
    onChoose: fn(),
  },
} satisfies Meta<typeof RegionSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home routes: region, language and currency. */
export const OnHome: Story = {};
/** Other routes: no currency choice (spec §2). */
export const ElsewhereNoCurrency: Story = { args: { showCurrency: false } };
