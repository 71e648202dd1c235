import { describe, expect, it } from 'vitest';
import { headerSimilarity, normaliseHeader, suggestMapping } from './suggest-mapping';

const fields = [
  { id: 'asset_id', name: 'Asset ID', required: true },
  { id: 'display_name', name: 'Display name', required: true },
  { id: 'serial', name: 'Serial number', required: false },
  { id: 'colour', name: 'Colour', required: false },
];

describe('suggestMapping', () => {
  it('matches headers by name or id, ignoring case, accents and punctuation', () => {
    expect(normaliseHeader(' Ünïcode-Nr. ')).toBe('unicodenr');
    expect(headerSimilarity('ASSET-ID', 'asset_id')).toBe(1);
    expect(suggestMapping(['Asset Id', 'Name', 'Serial No', 'Notes', 'display name'], fields)).toEqual([
      { id: 'asset_id', index: 0 },
      { id: 'serial', index: 2 },
      { id: 'display_name', index: 4 },
    ]);
  });

  it('uses each header once and leaves unlike headers unassigned', () => {
    expect(suggestMapping(['Color', 'Colour'], fields)).toEqual([{ id: 'colour', index: 1 }]);
    expect(suggestMapping(['xyz', ''], fields)).toEqual([]);
  });

  it('matches common synonyms of the fixed fields, in any case, after exact names', () => {
    expect(suggestMapping(['NAME', 'Code', 'Serial number'], fields)).toEqual([
      { id: 'display_name', index: 0 },
      { id: 'asset_id', index: 1 },
      { id: 'serial', index: 2 },
    ]);
    expect(suggestMapping(['Nom', 'Identifiant'], fields)).toEqual([
      { id: 'display_name', index: 0 },
      { id: 'asset_id', index: 1 },
    ]);
    expect(suggestMapping(['Name', 'Display name'], fields)).toEqual([{ id: 'display_name', index: 1 }]);
  });
});
