import { startInspectionRequestSchema } from '@fieldbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInspection, startInspectionBody } from './start-inspection';

const TEMPLATE = '00000000-0000-4000-8000-000000000010';
const ASSET = '00000000-0000-4000-8000-000000000020';

afterEach(() => vi.unstubAllGlobals());

describe('startInspection', () => {
  it('builds a body the server schema accepts, with a client-made id and the device zone', () => {
    const body = startInspectionBody({ templateId: TEMPLATE, assetId: ASSET });
    expect(startInspectionRequestSchema.parse(body)).toMatchObject({
      template_id: TEMPLATE,
      asset_id: ASSET,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(body.id).not.toBe(startInspectionBody({ templateId: TEMPLATE, assetId: null }).id);
  });

  it('posts the body to /api/inspections and answers the id it made', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response('{}', { status: 201 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const id = await startInspection({ templateId: TEMPLATE, assetId: null });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/inspections');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({ id, template_id: TEMPLATE, asset_id: null });
  });
});
