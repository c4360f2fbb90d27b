import { createLazyRoute } from '@tanstack/react-router';
import { ConfirmationStep } from '../pages/confirmation-step.tsx';

export const Route = createLazyRoute('/$lang/confirmation')({ component: ConfirmationStep });
