import type { Page } from 'playwright-core';
import { api } from './editor';
import { publishJourneyTemplate, type JourneyTemplate } from './inspection-template';

/**
 * Uploads a photo (or, with `kind`, a drawn signature) to an inspection from inside the signed-in page (multipart,
 * with the XSRF header); answers its id.
 */
export async function uploadInspectionPhoto(
  page: Page,
  inspectionId: string,
  png: Buffer,
  name = 'guard-rail.png',
  kind: 'photo' | 'signature' = 'photo',
): Promise<string> {
  return page.evaluate(
    async ({ id, base64, name, kind }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', new Blob([bytes], { type: 'image/png' }), name);
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api/inspections/${id}/media`, {
        method: 'POST',
        body: form,
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      });
      if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: string } }).data.id;
    },
    { id: inspectionId, base64: png.toString('base64'), name, kind },
  );
}

/** One answer change as the runner's outbox sends it, made `minute` minutes after 09:00 UTC on 27 November 2026. */
export function changeAt(minute: number, body: Record<string, unknown>): Record<string, unknown> {
  return {
    change_id: crypto.randomUUID(),
    changed_at: `2026-11-27T09:${String(minute).padStart(2, '0')}:00.000Z`,
    ...body,
  };
}

/** A journey inspection started at 09:00 UTC on 27 November 2026, and a way to name its options by label. */
export interface StartedJourney {
  template: JourneyTemplate;
  option(label: string): string;
}

/**
 * Publishes the journey template through the API and starts an inspection of it with the given id at a fixed time,
 * so reports show known times: what the report specs build on before they send their answers.
 */
export async function startJourneyInspection(
  page: Page,
  title: string,
  inspectionId: string,
): Promise<StartedJourney> {
  const template = await publishJourneyTemplate(page, title);
  await api(page, 'POST', '/inspections', {
    id: inspectionId,
    template_id: template.id,
    timezone: 'Europe/Berlin',
    started_at: '2026-11-27T09:00:00.000Z',
  });
  const version = await api<{ data: { response_sets: { options: { uuid: string; label: string }[] }[] } }>(
    page,
    'GET',
    `/inspections/template-versions/${template.id}/1`,
  );
  const options = version.data.response_sets.flatMap((s) => s.options);
  return { template, option: (label) => options.find((o) => o.label === label)!.uuid };
}
