import { SimpleGrid, Stack } from '@mantine/core';
import type { GroupedItem } from '@fieldbook/domain/templates';
import type { ReactNode } from 'react';
import { gridColumns } from './grouped-layout';
import classes from './grouped-options.module.css';

/**
 * Lays out a section's items or a question's options as the template's grouped-options layout says (spec §3):
 * vertical stacks them, horizontal puts as many side by side as fit (one per row on a phone), custom uses the
 * author's column count per screen size. Without a layout it stacks them. Cells may shrink: nothing overflows.
 */
export function GroupedOptions({
  layout,
  gap,
  children,
}: {
  layout: GroupedItem | undefined;
  gap: 'xs' | 'sm';
  children: ReactNode;
}) {
  if (layout?.type === 'custom')
    return (
      <SimpleGrid
        cols={gridColumns(layout.columns)}
        spacing={gap}
        verticalSpacing={gap}
        className={classes.cells}
        data-grouped="custom"
      >
        {children}
      </SimpleGrid>
    );
  if (layout?.type === 'horizontal')
    return (
      <div
        className={`${classes.cells} ${classes.row}`}
        style={{ gap: `var(--mantine-spacing-${gap})` }}
        data-grouped="horizontal"
      >
        {children}
      </div>
    );
  return (
    <Stack gap={gap} className={classes.cells} data-grouped={layout ? 'vertical' : undefined}>
      {children}
    </Stack>
  );
}
