import { describe, expect, it } from 'vitest';
import { buildDoc, conflictsOf, expectOk } from './test-fixtures';
import { setItemUnits } from './units';

const doc = buildDoc([
  ['s', 'start_page', 0],
  ['p', 'page', 0],
  ['n', 'number', 1],
  ['t', 'textAnswer', 1],
]);

describe('setItemUnits', () => {
  it('sets the units and copies the custom ones used into the template once', () => {
    const custom = [
      { uuid: 'u1', name: 'pallets', unit_type: 'count' },
      { uuid: 'u2', name: 'crates' },
    ];
    const once = expectOk(setItemUnits(doc, 'n', ['kg', 'pallets'], custom));
    expect(once.items[2]?.options.units).toEqual(['kg', 'pallets']);
    expect(once.custom_units).toEqual([custom[0]]);
    const twice = expectOk(setItemUnits(once, 'n', ['pallets'], custom));
    expect(twice.custom_units).toEqual([custom[0]]);
  });

  it.each([
    [() => setItemUnits(doc, 't', ['kg'], []), 'type_not_supported:t'],
    [() => setItemUnits(doc, 'zz', ['kg'], []), 'not_found:zz'],
  ])('refuses %#', (run, conflict) => {
    expect(conflictsOf(run())).toEqual([conflict]);
  });
});
