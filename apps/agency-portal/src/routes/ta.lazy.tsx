import { createLazyRoute } from '@tanstack/react-router';
import { DashboardPage } from '@skybook/agency-workspace';

export const Route = createLazyRoute('/$lang/ta/')({ component: DashboardPage });
