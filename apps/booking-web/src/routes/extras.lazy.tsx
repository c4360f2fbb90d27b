import { createLazyRoute } from '@tanstack/react-router';
import { ExtrasStep } from '../pages/funnel-steps.tsx';

export const Route = createLazyRoute('/$lang/extras')({ component: ExtrasStep });
