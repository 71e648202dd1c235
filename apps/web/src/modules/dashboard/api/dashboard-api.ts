import { dashboardOverviewSchema } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET /dashboard/overview: members of the workspace and one count per module. */
export const dashboardOverviewQuery = queryOptions({
  queryKey: ['dashboard', 'overview'],
  queryFn: () => api.get('/dashboard/overview', { schema: dashboardOverviewSchema }),
});
