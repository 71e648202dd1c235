/**
 * A Content-Disposition header (RFC 6266) for a stored file's name: an ASCII fallback for old clients and the exact
 * UTF-8 name in `filename*` (RFC 8187). `attachment` asks the browser to save, `inline` to show.
 */
export function contentDisposition(name: string, attachment: boolean): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${attachment ? 'attachment' : 'inline'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
