import type { FeatureKey, PermissionRequirement } from '@fieldbook/domain';
import type { FieldbookModule, MenuEntry } from './module-types';

/** Permission and plan checks the side menu applies to each entry. */
export interface MenuFilter {
  allows(requirement: PermissionRequirement): boolean;
  hasFeature(feature: FeatureKey): boolean;
}

function visible(entry: MenuEntry, filter: MenuFilter): MenuEntry | null {
  if (!filter.allows(entry.permission)) return null;
  if (entry.feature && !filter.hasFeature(entry.feature)) return null;
  if (!entry.children) return entry;
  const children = entry.children.flatMap((child) => visible(child, filter) ?? []);
  return children.length > 0 ? { ...entry, children } : null;
}

/** The side menu for this user: registered entries in module order, minus what permissions or plan hide. */
export function buildMenu(modules: readonly FieldbookModule[], filter: MenuFilter): MenuEntry[] {
  return modules.flatMap((module) => module.menu ?? []).flatMap((entry) => visible(entry, filter) ?? []);
}
