import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ReportRequest } from '@skybook/api-contract';

/** Query factories of the portal's screens; loaders and components share the keys. */
export const dashboardQuery = (api: ApiClient) =>
  // The agency's money is in its own currency: the site's selected one plays no part (decision 014).
  queryOptions({ queryKey: ['agency', 'dashboard'], queryFn: () => api.agencyDashboard({}) });

export const reportQuery = (api: ApiClient, filter: ReportRequest) =>
  queryOptions({ queryKey: ['agency', 'report', filter], queryFn: () => api.agencyReport(filter) });

export const agentsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['agency', 'agents'], queryFn: () => api.listAgents({}) });

export const agencySsoQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['agency', 'sso'], queryFn: () => api.getAgencySso({}) });
