import { createTemplate, toServerShape } from '@fieldbook/domain/templates';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/client';
import { isIntactTemplate, templateEditorApi } from './template-editor-api';
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

describe('templateEditorApi.open', () => {
  beforeEach(() => get.mockReset());

  it('uses the route preload once, then asks the server', async () => {
    get.mockResolvedValueOnce(answer(4)).mockResolvedValueOnce(answer(5));
    prefetchTemplate(doc.template_id);
    await expect(templateEditorApi.open(doc.template_id)).resolves.toMatchObject({ revision: 4 });
    await expect(templateEditorApi.open(doc.template_id)).resolves.toMatchObject({ revision: 5 });
    expect(get).toHaveBeenLastCalledWith(`/checklist/template/${doc.template_id}`);
  });

  it('asks again, with the usual error handling, when the preload failed', async () => {
    get.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer(6));
    prefetchTemplate(doc.template_id);
    await expect(templateEditorApi.open(doc.template_id)).resolves.toMatchObject({ revision: 6 });
    expect(get).toHaveBeenLastCalledWith(`/checklist/template/${doc.template_id}`);
  });

  it('opens a broken document without checking it, and hands over what it received for the check', async () => {
    const broken = answer(7);
    broken.data.items = [
      { ...broken.data.items[0]!, type: 'no-such-type' as 'page' },
      ...broken.data.items.slice(1),
    ];
    get.mockResolvedValueOnce(broken);
    const opened = await templateEditorApi.open(doc.template_id);
    expect(opened.doc.items[0]?.type).toBe('no-such-type');
    expect(opened.received).not.toHaveProperty('status');
    expect(opened.received).not.toHaveProperty('published_version');
    expect(isIntactTemplate(opened.received)).toBe(false);
  });
});

describe('templateEditorApi.load', () => {
  beforeEach(() => get.mockReset());

  it('validates the saved draft before opening it', async () => {
    get.mockResolvedValueOnce(answer(8));
    const loaded = await templateEditorApi.load(doc.template_id);
    expect(loaded).toMatchObject({ revision: 8, publishedVersion: null });
    expect(loaded.doc.title).toBe('Checks');
    const broken = answer(9);
    broken.data.items = [{ ...broken.data.items[0]!, depth: -1 }, ...broken.data.items.slice(1)];
    get.mockResolvedValueOnce(broken);
    await expect(templateEditorApi.load(doc.template_id)).rejects.toThrow();
  });
});

describe('isIntactTemplate', () => {
  it('accepts what the server stores and refuses what is not a template document', () => {
    const { data } = answer(1);
    const { status: _s, published_version: _p, archived: _a, hidden: _h, ...stored } = data;
    expect(isIntactTemplate(stored)).toBe(true);
    expect(isIntactTemplate({ ...stored, items: 'none' })).toBe(false);
  });
});
