import { createLazyRoute } from '@tanstack/react-router';
import { ManageConfirmationStep } from '../pages/manage-steps.tsx';

export const Route = createLazyRoute('/$lang/manage/confirmation')({ component: ManageConfirmationStep });
