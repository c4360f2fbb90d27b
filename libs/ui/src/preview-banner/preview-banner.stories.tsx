import type { Meta, StoryObj } from '@storybook/react-vite';
import { PreviewBanner } from './preview-banner.tsx';

const meta = { title: 'UI/PreviewBanner', component: PreviewBanner } satisfies Meta<typeof PreviewBanner>;
export default meta;
export const Shown: StoryObj<typeof meta> = {};
