import type { GroupedItem, Item, TemplateDocument } from '@fieldbook/domain/templates';

/** Screen sizes a custom layout gives a column count for (Mantine's breakpoints; xs also covers smaller phones). */
export const GROUPED_SCREEN_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Column counts by breakpoint as Mantine's SimpleGrid takes them. */
export type GridColumns = Partial<Record<'base' | (typeof GROUPED_SCREEN_SIZES)[number], number>>;

/** The grouped-options layout an item names with `grouped_item_id`, if the document has it. */
export function groupedLayoutOf(doc: TemplateDocument, item: Item): GroupedItem | undefined {
  const id = item.options.grouped_item_id;
  return id ? doc.grouped_items.find((g) => g.uuid === id) : undefined;
}

/**
 * The column count per screen size of a custom layout: a size the author left out takes the next smaller one's
 * count (one column below the first), and the smallest size also applies below its breakpoint, so a 360 px phone
 * gets the author's phone count.
 */
export function gridColumns(columns: Readonly<Record<string, number>> | undefined): GridColumns {
  const cols: GridColumns = {};
  let last = 1;
  for (const size of GROUPED_SCREEN_SIZES) {
    const n = columns?.[size];
    if (typeof n === 'number' && Number.isInteger(n) && n >= 1) last = Math.min(n, 12);
    cols[size] = last;
  }
  cols.base = cols.xs;
  return cols;
}
