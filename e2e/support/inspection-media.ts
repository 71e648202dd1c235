import type { Page } from 'playwright-core';

/** Uploads a photo to an inspection from inside the signed-in page (multipart, with the XSRF header); answers its id. */
export async function uploadInspectionPhoto(page: Page, inspectionId: string, png: Buffer): Promise<string> {
  return page.evaluate(
    async ({ id, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', new Blob([bytes], { type: 'image/png' }), 'guard-rail.png');
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api/inspections/${id}/media`, {
        method: 'POST',
        body: form,
        headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
      });
      if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { id: string } }).data.id;
    },
    { id: inspectionId, base64: png.toString('base64') },
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
