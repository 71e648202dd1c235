import { useSyncExternalStore } from 'react';
import type { Id } from '@fieldbook/domain/templates';

/** Where a drag currently hovers and whether the structure rules allow dropping there. */
export interface DragOver {
  id: Id;
  allowed: boolean;
}

let current: DragOver | null = null;
const listeners = new Set<() => void>();

/** Updates the hover state; only the two rows whose answer changes re-render. */
export function setDragOver(next: DragOver | null): void {
  if (current?.id === next?.id && current?.allowed === next?.allowed) return;
  current = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The drop highlight of one row: none, allowed or not-allowed (spec §4). */
export function useDropHighlight(id: Id): 'none' | 'allowed' | 'blocked' {
  return useSyncExternalStore(
    subscribe,
    () => (current?.id === id ? (current.allowed ? 'allowed' : 'blocked') : 'none'),
    () => 'none',
  );
}

/**
 * The virtualiser's rows plus the dragged one: dnd-kit loses a drag whose row unmounts, so the row being
 * dragged stays drawn however far the canvas scrolls away from it (ADR 168).
 */
export function withActiveRow(indexes: number[], active: number): number[] {
  if (active < 0 || indexes.includes(active)) return indexes;
  return [...indexes, active].sort((a, b) => a - b);
}
