import { customUnitListResponseSchema, customUnitResponseSchema } from '@fieldbook/domain/templates';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The workspace's custom units (GET /checklist/custom-units/all). */
export const customUnitsQuery = queryOptions({
  queryKey: ['template-entities', 'custom-units'],
  queryFn: () =>
    api.get('/checklist/custom-units/all', { schema: customUnitListResponseSchema, silent: true }),
});

/** Creates a custom unit for the whole workspace (POST /checklist/custom-units/new). */
export function createCustomUnit(name: string, unitType: string | undefined) {
  return api.post(
    '/checklist/custom-units/new',
    { name, unit_type: unitType },
    { schema: customUnitResponseSchema, quietErrors: true },
  );
}
