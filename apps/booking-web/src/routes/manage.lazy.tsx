import { createLazyRoute } from '@tanstack/react-router';
import { ManageStep } from '../pages/manage-step.tsx';

export const Route = createLazyRoute('/$lang/manage')({ component: ManageStep });
