import { plansResponseSchema } from '@fieldbook/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** GET /settings/organization/plans: prices per user, features, free user limit, current plan and trial. */
export const plansQuery = queryOptions({
  queryKey: ['plans'],
  queryFn: () => api.get('/settings/organization/plans', { schema: plansResponseSchema }),
});
