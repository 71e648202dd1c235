import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ruleSetFor } from '@fieldbook/domain/templates/test-fixtures';
import { createAdminTestApp, type AdminTestApp, type TestWorkspace } from '../users/admin-test-app';
import { makeTemplate } from './template-test-kit';

let t: AdminTestApp;
let ws: TestWorkspace;
beforeAll(async () => {
  t = await createAdminTestApp();
  ws = await t.workspace({ plan: 'premium' });
});
afterAll(() => t.close());

describe('sub-entities created by their own calls', () => {
  it('adds response sets, grouped items, info blocks and rule sets, each as a new revision', async () => {
    const { id, doc } = await makeTemplate(ws.admin);
    const calls = [
      [
        'response',
        {
          uuid: 'rs1',
          options: [
            { uuid: 'o1', label: 'Yes' },
            { uuid: 'o2', label: 'No' },
          ],
        },
        'response_sets',
      ],
      ['grouped-item', { uuid: 'g1', type: 'horizontal' }, 'grouped_items'],
      ['info', { uuid: 'i1', items: [{ type: 'text', value: 'Wear a helmet' }] }, 'info'],
      ['rules', ruleSetFor('rules1', [doc.items[1]?.id ?? ''], [doc.items[3]?.id ?? '']), 'rule_sets'],
    ] as const;
    let revision = 0;
    for (const [path, body, list] of calls) {
      const res = await ws.admin.request('POST', `/api/checklist/template/${id}/${path}/new`, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
      expect(res.json().data.revision).toBe((revision += 1));
      const read = (await ws.admin.request('GET', `/api/checklist/template/${id}`)).json().data;
      expect(read[list].map((e: { uuid: string }) => e.uuid)).toContain(body.uuid);
    }
    const again = await ws.admin.request('POST', `/api/checklist/template/${id}/response/new`, calls[0][1]);
    expect(again.statusCode).toBe(422);
    expect(again.json().data).toHaveProperty('uuid');
  });

  it('refuses a malformed entity and a rule set pointing at missing items (422)', async () => {
    const { id } = await makeTemplate(ws.admin);
    expect(
      (
        await ws.admin.request('POST', `/api/checklist/template/${id}/grouped-item/new`, {
          uuid: 'g',
          type: 'diagonal',
        })
      ).statusCode,
    ).toBe(422);
    const res = await ws.admin.request(
      'POST',
      `/api/checklist/template/${id}/rules/new`,
      ruleSetFor('bad', ['missing-item'], ['also-missing']),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error_code).toBe('_VALIDATION_FAILED');
  });
});
