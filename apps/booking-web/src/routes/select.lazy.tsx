import { createLazyRoute } from '@tanstack/react-router';
import { SelectStep } from '../pages/select-step.tsx';

export const Route = createLazyRoute('/$lang/select')({ component: SelectStep });
