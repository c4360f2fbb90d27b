import { createLazyRoute } from '@tanstack/react-router';
import { CompanySignInPage } from '@skybook/agency-workspace';

export const Route = createLazyRoute('/$lang/ta/company-sign-in')({ component: CompanySignInPage });
