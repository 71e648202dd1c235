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

/** Groups that several modules register under one label (e.g. Resources) show once, children in module order. */
function mergeGroups(entries: readonly MenuEntry[]): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of entries) {
    const index = entry.children ? out.findIndex((o) => o.children && o.labelKey === entry.labelKey) : -1;
    const group = out[index];
    if (group?.children && entry.children) {
      out[index] = { ...group, children: [...group.children, ...entry.children] };
    } else out.push(entry);
  }
  return out;
}

/** The side menu for this user: registered entries in module order, minus what permissions or plan hide. */
export function buildMenu(modules: readonly FieldbookModule[], filter: MenuFilter): MenuEntry[] {
  return mergeGroups(
    modules.flatMap((module) => module.menu ?? []).flatMap((entry) => visible(entry, filter) ?? []),
  );
}
