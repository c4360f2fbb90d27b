import { createLazyRoute } from '@tanstack/react-router';
import { AgentsPage } from '@skybook/agency-workspace';

export const Route = createLazyRoute('/$lang/ta/agents')({ component: AgentsPage });
