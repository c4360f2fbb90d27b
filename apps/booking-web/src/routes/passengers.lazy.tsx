import { createLazyRoute } from '@tanstack/react-router';
import { PassengersStep } from '../pages/passengers-step.tsx';

export const Route = createLazyRoute('/$lang/passengers')({ component: PassengersStep });
