import type { Meta, StoryObj } from '@storybook/react-vite';
import { DropdownGroup } from '@skybook/ui';
import { SiteFixture } from '@skybook/site-content/testing';
import { SAMPLE_DOMAIN, SAMPLE_REGIONS } from '@skybook/site-content/testing';
import { SelectorContainer } from './selector-container.tsx';

const meta = {
  title: 'Booking web/SelectorContainer',
  component: SelectorContainer,
  decorators: [
    (Story) => (
      <SiteFixture>
        <DropdownGroup>
          <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 280, padding: 8 }}>
            <Story />
          </div>
        </DropdownGroup>
      </SiteFixture>
    ),
  ],
  args: { domain: SAMPLE_DOMAIN, regions: SAMPLE_REGIONS, locale: 'en', showCurrency: true },
} satisfies Meta<typeof SelectorContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home routes: region, language and currency (the currency store keeps the choice). */
export const OnHome: Story = {};
export const ElsewhereNoCurrency: Story = { args: { showCurrency: false } };
