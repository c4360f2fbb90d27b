import { createLazyRoute } from '@tanstack/react-router';
import { PassengersStep } from '../pages/funnel-steps.tsx';

export const Route = createLazyRoute('/$lang/passengers')({ component: PassengersStep });
