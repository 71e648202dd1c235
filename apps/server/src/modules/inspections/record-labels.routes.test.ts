import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inspectionsFixture,
  startTestInspection,
  valueChange,
  type InspectionsFixture,
} from './inspections-test-kit';

let f: InspectionsFixture;
beforeAll(async () => {
  f = await inspectionsFixture();
});
afterAll(() => f.t.close());

describe('record names in the inspection detail (ADR 219)', () => {
  it('names a member the answers hold by id, and nothing of another workspace', async () => {
    const { ws, other, tpl, inspector } = f;
    const inspection = await startTestInspection(inspector, tpl.id);
    const res = await inspector.request('POST', `/api/inspections/${inspection.id}/changes`, {
      changes: [valueChange(tpl.items.text.id, ws.admin.userId, '2026-03-01T10:00:00Z')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = (await inspector.request('GET', `/api/inspections/${inspection.id}`)).json().data;
    const name: string = first.records[ws.admin.userId];
    expect(name).toMatch(/\S/);
    expect(Object.keys(first.records)).toEqual([ws.admin.userId]);

    await inspector.request('POST', `/api/inspections/${inspection.id}/changes`, {
      changes: [valueChange(tpl.items.text.id, other.admin.userId, '2026-03-01T10:05:00Z')],
    });
    const second = (await inspector.request('GET', `/api/inspections/${inspection.id}`)).json().data;
    expect(second.records[other.admin.userId]).toBeUndefined();
    expect(second.records[ws.admin.userId]).toBe(name);
  });
});
