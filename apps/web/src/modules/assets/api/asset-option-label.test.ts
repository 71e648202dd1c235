import { describe, expect, it } from 'vitest';
import { assetOptionLabel } from './assets-api';

describe('assetOptionLabel', () => {
  it('names an asset option by asset id and name', () => {
    expect(assetOptionLabel({ id: 'a', asset_id: 'FL-1', display_name: 'Forklift one' })).toBe(
      'FL-1 · Forklift one',
    );
  });

  it('falls back to the usual label fields for other options', () => {
    expect(assetOptionLabel({ id: 'a', name: 'Pump' })).toBe('Pump');
  });
});
