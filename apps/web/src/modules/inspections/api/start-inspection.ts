import type { StartInspectionRequest } from '@fieldbook/domain';
import { api } from '../../../shared/api/client';

/** What the start dialog, template list and asset page know when someone starts an inspection. */
export interface StartInspectionInput {
  templateId: string;
  assetId: string | null;
}

/** The device's IANA time zone, which the report's dates are shown in. */
export function deviceTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The body of POST /inspections: a client-made id, so the inspection keeps it when started offline later. */
export function startInspectionBody(
  input: StartInspectionInput,
  id: string = crypto.randomUUID(),
): StartInspectionRequest {
  return { id, template_id: input.templateId, asset_id: input.assetId, timezone: deviceTimezone() };
}

/**
 * Starts an inspection online (POST /inspections) and answers its id. The one place the list screens start
 * inspections: at integration it becomes a call of the runner's `startInspectionLocally`, which also works offline.
 */
export async function startInspection(input: StartInspectionInput): Promise<string> {
  const body = startInspectionBody(input);
  await api.post('/inspections', body);
  return body.id;
}
