import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInspection } from './start-inspection';

const TEMPLATE = '00000000-0000-4000-8000-000000000010';
const ASSET = '00000000-0000-4000-8000-000000000020';

const startInspectionLocally = vi.fn((_templateId: string, _version: number, _options: object) =>
  Promise.resolve('00000000-0000-4000-8000-000000000099'),
);
vi.mock('../../inspection-runner/start-inspection', () => ({ startInspectionLocally }));

afterEach(() => startInspectionLocally.mockClear());

describe('startInspection', () => {
  it('starts on the device through the runner, with the version and asset, and answers the new id', async () => {
    const id = await startInspection({ templateId: TEMPLATE, version: 3, assetId: ASSET });
    expect(id).toBe('00000000-0000-4000-8000-000000000099');
    expect(startInspectionLocally).toHaveBeenCalledWith(TEMPLATE, 3, { asset_id: ASSET });
  });
});
