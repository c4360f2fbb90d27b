import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ReportRequest } from '@skybook/api-contract';

/** Query factories of the portal's screens; loaders and components share the keys. */
export const dashboardQuery = (api: ApiClient, currency: string) =>
  queryOptions({
    queryKey: ['agency', 'dashboard', currency],
    queryFn: () => api.agencyDashboard({ currency }),
  });

export const reportQuery = (api: ApiClient, filter: ReportRequest) =>
  queryOptions({ queryKey: ['agency', 'report', filter], queryFn: () => api.agencyReport(filter) });

export const agentsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['agency', 'agents'], queryFn: () => api.listAgents({}) });
