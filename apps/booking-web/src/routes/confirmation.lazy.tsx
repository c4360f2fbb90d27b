import { createLazyRoute } from '@tanstack/react-router';
import { ConfirmationStep } from '../pages/funnel-steps.tsx';

export const Route = createLazyRoute('/$lang/confirmation')({ component: ConfirmationStep });
