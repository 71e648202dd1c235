/** Where an image marker's image is read: through its template, so tenancy applies (ADR 111, ADR 184). */
export function imageMarkerUrl(templateId: string, uuid: string): string {
  return `/api/checklist/template/${templateId}/image-marker/${encodeURIComponent(uuid)}/file`;
}
