import { INSPECTOR_PERMISSIONS, PERMISSION_CODES, type PermissionCode } from '@fieldbook/domain';

/** The permission catalogue grouped by module prefix (RES, ANA, …), each code flagged when offered by default. */
export function defaultPermissionCatalogue() {
  const defaults = new Set<PermissionCode>(INSPECTOR_PERMISSIONS);
  const modules = new Map<string, { code: PermissionCode; default: boolean }[]>();
  for (const code of PERMISSION_CODES) {
    const prefix = code.slice(0, code.indexOf('_'));
    const list = modules.get(prefix) ?? [];
    list.push({ code, default: defaults.has(code) });
    modules.set(prefix, list);
  }
  return {
    modules: [...modules].map(([module, permissions]) => ({ module, permissions })),
    defaults: PERMISSION_CODES.filter((code) => defaults.has(code)),
  };
}
