import { dataEnvelope, myInspectionsResponseSchema, type MyInspection } from '@fieldbook/domain';
import { inspectionDetailSchema } from '@fieldbook/domain/inspections';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/api/client';
import { inspectionRunnerPath } from '../../inspections/api/inspections-api';

/** Where an inspector finds the work assignments give them (the reminders link here). */
export const MY_INSPECTIONS_PATH = '/assignment/my-inspections';

/** The signed-in inspector's occurrences: to do, overdue, in progress and recently done, soonest due first. */
export function useMyInspections() {
  return useQuery({
    queryKey: ['my-inspections'],
    queryFn: () => api.get(MY_INSPECTIONS_PATH, { schema: myInspectionsResponseSchema }),
  });
}

/**
 * Starts the inspection of an occurrence on the server (restricted mode and collaborative assignments are decided
 * there: a refusal shows its message, a collaborative one answers the inspection already under way) and opens it.
 */
export function useStartOccurrence() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (row: MyInspection) => {
      const started = await api.post(
        '/inspections',
        {
          id: crypto.randomUUID(),
          template_id: row.template.id,
          asset_id: row.asset.id,
          occurrence_id: row.occurrence_id,
          timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        { schema: dataEnvelope(inspectionDetailSchema) },
      );
      return started.id;
    },
    onSuccess: (id) => void navigate(inspectionRunnerPath(id)),
  });
}
