import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountInspections, type SeenRequest } from '../inspections-test-harness';
import { AssetInspectionsSection } from './asset-inspections-section';

const { startInspection } = vi.hoisted(() => ({
  startInspection: vi.fn((_input: object) => Promise.resolve('00000000-0000-4000-8000-000000000099')),
}));
vi.mock('../api/start-inspection', () => ({ startInspection }));

const ASSET = '00000000-0000-4000-8000-000000000020';
const template = (n: number, hasAsset: boolean) => ({
  id: `00000000-0000-4000-8000-00000000001${n}`,
  title: `Template ${n}`,
  version: 1,
  has_asset_question: hasAsset,
});
const answer = (request: SeenRequest) =>
  request.method === 'GET' ? { data: [template(1, true), template(2, false)] } : {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an asset page's start section", { timeout: 30_000 }, () => {
  it('offers the templates with an asset question and starts one for this asset', async () => {
    const { requests } = mountInspections(<AssetInspectionsSection assetId={ASSET} />, { codes: [], answer });
    const start = await screen.findByRole('button', { name: 'Start “Template 1” for this asset' });
    expect(requests[0]?.url).toBe(`/inspections/templates?asset_id=${ASSET}`);
    expect(screen.queryByText('Template 2')).toBeNull();
    fireEvent.click(start);
    await screen.findByText('runner');
    expect(startInspection.mock.calls[0]?.[0]).toEqual({
      templateId: template(1, true).id,
      version: 1,
      assetId: ASSET,
    });
  });
});
