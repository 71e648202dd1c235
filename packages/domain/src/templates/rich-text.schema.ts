import { z } from 'zod';

/**
 * Longest stored rich text (HTML, markup included). Formatting costs markup: 20,000 characters hold
 * several pages of formatted instructions while keeping a 2,000-item document within reason (ADR 164).
 */
export const RICH_TEXT_MAX_LENGTH = 20_000;

/** Fonts of the rich-text toolbar (workbench spec §9), in the spec's order. */
export const RICH_TEXT_FONTS = [
  'Arial',
  'Georgia',
  'Impact',
  'Tahoma',
  'Times New Roman',
  'Verdana',
] as const;

/** Font sizes in px the toolbar offers: steps within the spec's 8 to 96 (workbench spec §9, ADR 164). */
export const RICH_TEXT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 48, 60, 72, 96] as const;

/** A rich text as stored: HTML from the builder's toolbar, sanitised wherever it is shown (ADR 165). */
export const richTextSchema = z.string().max(RICH_TEXT_MAX_LENGTH);

/** Whether a rich text holds any visible text: an emptied editor still leaves `<p></p>` behind. */
export function richTextHasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() !== ''
  );
}
