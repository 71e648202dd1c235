import type { TemplateDocument } from './document.schema';
import type { CustomUnit } from './entities.schema';
import type { Id } from './ids';
import { finishEdit, refuse } from './ops/op-result';
import type { OpResult } from './ops/op-result';
import { replaceItem } from './ops/update-item';

/** Built-in units by unit type; symbols are international and not translated. */
export const BUILT_IN_UNITS = {
  length: ['mm', 'cm', 'm', 'km', 'in', 'ft', 'yd', 'mi'],
  mass: ['mg', 'g', 'kg', 't', 'oz', 'lb'],
  volume: ['ml', 'l', 'm³', 'gal'],
  temperature: ['°C', '°F', 'K'],
  pressure: ['Pa', 'kPa', 'bar', 'psi'],
  time: ['s', 'min', 'h', 'd'],
  speed: ['m/s', 'km/h', 'mph'],
  electrical: ['V', 'A', 'W', 'kW', 'kWh', 'Ω'],
  ratio: ['%', '‰'],
} as const satisfies Record<string, readonly string[]>;
export type UnitType = keyof typeof BUILT_IN_UNITS;

/** Question types that carry units (spec §3: number, slider, constant, calculation). */
export const UNIT_ITEM_TYPES: ReadonlySet<string> = new Set(['number', 'slider', 'constant', 'calculation']);

/**
 * Sets the units a numeric question offers; custom units it uses are copied into the template's
 * `custom_units` (spec §3) so the template stays complete on its own.
 */
export function setItemUnits(
  doc: TemplateDocument,
  itemId: Id,
  units: readonly string[],
  custom: readonly CustomUnit[],
): OpResult {
  const item = doc.items.find((i) => i.id === itemId);
  if (!item) return refuse('not_found', itemId);
  if (!UNIT_ITEM_TYPES.has(item.type)) return refuse('type_not_supported', itemId);
  const known = new Set(doc.custom_units.map((u) => u.name));
  const added = custom.filter((u) => units.includes(u.name) && !known.has(u.name));
  const next = replaceItem(doc, { ...item, options: { ...item.options, units: [...units] } });
  return finishEdit(doc, { ...next, custom_units: [...doc.custom_units, ...added] });
}
