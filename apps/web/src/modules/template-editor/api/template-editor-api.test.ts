import { createTemplate, toServerShape } from '@fieldbook/domain/templates';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/client';
import { templateEditorApi } from './template-editor-api';
import { prefetchTemplate } from './template-prefetch';

vi.mock('../../../shared/api/client', () => ({ api: { get: vi.fn() } }));

const get = vi.mocked(api.get);
const doc = createTemplate({ template_id: '0b6f6a52-4f5e-4a53-9d2e-5f9c6f1b2a10', title: 'Checks' });
const answer = (revision: number) => ({
  data: {
    ...toServerShape(doc),
    id: doc.template_id,
    revision,
    title: doc.title,
    has_draft: true,
    status: 'draft',
    published_version: null,
    archived: false,
    hidden: false,
    parent_id: null,
    standard_language: 'en',
  },
});

describe('templateEditorApi.load', () => {
  beforeEach(() => get.mockReset());

  it('uses the route preload once, then asks the server', async () => {
    get.mockResolvedValueOnce(answer(4)).mockResolvedValueOnce(answer(5));
    prefetchTemplate(doc.template_id);
    await expect(templateEditorApi.load(doc.template_id)).resolves.toMatchObject({ revision: 4 });
    await expect(templateEditorApi.load(doc.template_id)).resolves.toMatchObject({ revision: 5 });
    expect(get).toHaveBeenLastCalledWith(`/checklist/template/${doc.template_id}`);
  });

  it('asks again, with the usual error handling, when the preload failed', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer(6));
    prefetchTemplate(doc.template_id);
    await expect(templateEditorApi.load(doc.template_id)).resolves.toMatchObject({ revision: 6 });
    expect(get).toHaveBeenLastCalledWith(`/checklist/template/${doc.template_id}`);
  });
});
