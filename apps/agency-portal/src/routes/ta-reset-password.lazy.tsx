import { createLazyRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@skybook/agency-access';

export const Route = createLazyRoute('/$lang/ta/reset-password')({ component: ResetPasswordPage });
