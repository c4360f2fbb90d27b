// Public API of @skybook/agency-workspace: the signed-in agency's pages, as the portal's routes
// compose them (`/{lang}/ta`, `/{lang}/ta/agents`, `/{lang}/ta/reports`).
export { DashboardPage } from './dashboard/dashboard-page.tsx';
export { AgentsPage } from './agents/agents-page.tsx';
export { ReportsPage } from './reports/reports-page.tsx';
export { CompanySignInPage } from './sso/company-sign-in-page.tsx';
// The portal's shell shows the credit and its loader prefetches the dashboard: one cache key.
export { dashboardQuery } from './workspace-queries.ts';
