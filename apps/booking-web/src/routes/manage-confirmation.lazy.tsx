import { createLazyRoute } from '@tanstack/react-router';
import { ManageConfirmationStep } from '../pages/manage-confirmation-step.tsx';

export const Route = createLazyRoute('/$lang/manage/confirmation')({ component: ManageConfirmationStep });
