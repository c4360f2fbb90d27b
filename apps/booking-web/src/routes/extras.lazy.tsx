import { createLazyRoute } from '@tanstack/react-router';
import { ExtrasStep } from '../pages/extras-step.tsx';

export const Route = createLazyRoute('/$lang/extras')({ component: ExtrasStep });
