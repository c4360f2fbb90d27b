import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Locale } from '@skybook/i18n';
import { calendarDay } from '../testing/fixtures.ts';
import { FareInclusions } from './fare-inclusions.tsx';

const conditionsOf = (family: 'basic' | 'classic' | 'flex') =>
  calendarDay('2026-12-01', 10000, family).conditions!;

const meta = {
  title: 'Booking funnel/Fare inclusions',
  component: FareInclusions,
  render: (args, { globals }) => (
    <FareInclusions {...args} locale={(globals['locale'] as Locale) ?? args.locale} />
  ),
  args: { conditions: conditionsOf('basic'), locale: 'en' },
} satisfies Meta<typeof FareInclusions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};
export const Classic: Story = { args: { conditions: conditionsOf('classic') } };
export const Flex: Story = { args: { conditions: conditionsOf('flex') } };
