import type { FeatureKey, PermissionRequirement } from '@fieldbook/domain';
import type { ComponentType } from 'react';

/** Who may open a route: signed-in users (private), anyone (public), or signed-out visitors only (publicOnly). */
export type RouteAccess = 'private' | 'public' | 'publicOnly';

/** One page a module contributes to the router. */
export interface ModuleRoute {
  /** react-router path, as in the spec's route table. */
  path: string;
  /** Loads the page component on first visit, so every route is its own chunk. */
  page: () => Promise<ComponentType>;
  /** Permission from the route table; "general" needs none. */
  permission: PermissionRequirement;
  /** Plan feature the page needs; without it an upgrade prompt shows instead. */
  feature?: FeatureKey;
  /** "main" has header and side menu; "blank" is a bare page. */
  layout: 'main' | 'blank';
  /** Defaults to private. */
  access?: RouteAccess;
  /** i18n key of the document title. */
  titleKey: string;
  /**
   * Starts the page's first data request when the app is opened on this route, alongside the app's
   * own start-up (translations, session, page chunk) instead of after it (ADR 154).
   */
  preload?: (params: Readonly<Record<string, string | undefined>>) => void;
  /**
   * The API GETs (paths under /api) the page's first render reads besides the session. When set, the server draws
   * the page's first screen from their answers and the browser takes it over (ADR 182); the page's queries take
   * those answers as their initial data (`useFirstScreenAnswer`).
   */
  firstScreenCalls?: (params: Readonly<Record<string, string | undefined>>) => string[];
}

/** Icon component as exported by @tabler/icons-react. */
export type MenuIcon = ComponentType<{ size?: number | string; stroke?: number | string }>;

/** A side-menu entry; entries with children are groups and show when any child shows. */
export interface MenuEntry {
  labelKey: string;
  path: string;
  icon: MenuIcon;
  permission: PermissionRequirement;
  feature?: FeatureKey;
  /** `path` is an absolute URL outside the app, opened in a new tab (the help menu's tutorials). */
  external?: boolean;
  children?: readonly MenuEntry[];
}

/** Data a module keeps on the device (IndexedDB); signing out deletes it, after warning about unsent work. */
export interface DeviceData {
  /** How many changes made on this device have not reached the server yet. */
  unsent(): Promise<number>;
  /** Deletes everything the module keeps on this device. */
  wipe(): Promise<void>;
}

/** What a web module registers: its routes and side-menu entries (ARCHITECTURE principle 7). */
export interface FieldbookModule {
  /** Folder name under src/modules; also the module's i18n namespace. */
  name: string;
  routes: readonly ModuleRoute[];
  menu?: readonly MenuEntry[];
  deviceData?: DeviceData;
}

/** Identity helper that type-checks a module registration where it is written. */
export function defineModule(module: FieldbookModule): FieldbookModule {
  return module;
}
