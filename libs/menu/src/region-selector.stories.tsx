import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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
/**
 * Region names come in the page's language from each site's country, never the internal names
 * ("Mexico", "Main site"): here on a Spanish page.
 */
export const TranslatedRegionNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /México · ES · MXN/ }));
    await expect(canvas.getByRole('button', { name: 'Estados Unidos' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Main site' })).toBeNull();
  },
};
/** The same regions on an English page. */
export const EnglishPage: Story = { args: { locale: 'en' } };
