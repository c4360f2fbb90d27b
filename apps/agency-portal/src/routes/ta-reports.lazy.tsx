import { createLazyRoute } from '@tanstack/react-router';
import { ReportsPage } from '@skybook/agency-workspace';

export const Route = createLazyRoute('/$lang/ta/reports')({ component: ReportsPage });
