/** Paper sizes a report prints on (issue 20: A4 or Letter). */
export type Paper = 'A4' | 'Letter';

/** Page margins: room for the header and the footer Chromium draws in them. */
export const PDF_MARGINS = { top: '20mm', bottom: '16mm', left: '14mm', right: '14mm' } as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for Chromium's header and footer templates, which are HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

// Chromium draws header and footer at zoom 1 with no page styles: every size and colour is set here.
const BAND = 'font-family: sans-serif; font-size: 8px; color: #555; width: 100%; padding: 0 14mm;';

/** The header repeated on each page: the report's title (and document number), cut to one line. */
export function headerTemplate(title: string): string {
  return `<div style="${BAND} white-space: nowrap; overflow: hidden; text-overflow: ellipsis;">${escapeHtml(title)}</div>`;
}

/**
 * The footer with "X / Y": Chromium fills the `pageNumber` and `totalPages` classes itself. `pageLabel` is the
 * word before the numbers in the reader's language ("Page").
 */
export function footerTemplate(pageLabel: string): string {
  return `<div style="${BAND} text-align: right;">${escapeHtml(pageLabel)} <span class="pageNumber"></span> / <span class="totalPages"></span></div>`;
}
