import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { templateDocumentSchema } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EntityModalProps } from '../entity-modal-props';
import { mountEntityModal } from '../test-harness';
import { ImageMarkerModal } from './image-marker-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEMPLATE = '3f2b6c1e-8d4a-4b7e-9c2f-1a5d6e7f8a9b';
const doc = templateDocumentSchema.parse({
  template_id: TEMPLATE,
  items: [
    { id: 'p', type: 'page', depth: 0, parent_id: null },
    { id: 'q', type: 'textAnswer', depth: 1, parent_id: 'p' },
  ],
});
const png = (bytes: number, type = 'image/png', name = 'plan.png') =>
  new File([new Uint8Array(bytes)], name, { type });

function mount(d = doc) {
  const onServerRevision = vi.fn();
  const Modal = (props: EntityModalProps) => (
    <ImageMarkerModal {...props} templateId={TEMPLATE} onServerRevision={onServerRevision} />
  );
  return { ...mountEntityModal(Modal, d, 'q'), onServerRevision };
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

const FILE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

function answerUpload(uuid: string) {
  return {
    message: 'Image marker added',
    data: {
      uuid,
      revision: 7,
      file: {
        id: FILE_ID,
        url: `/api/checklist/template/${TEMPLATE}/image-marker/${uuid}/file`,
        name: 'plan.png',
        mime: 'image/png',
        size: 20480,
      },
    },
  };
}

describe('the image marker modal', { timeout: 30_000 }, () => {
  it('refuses files of another type or outside the size limits before sending anything', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    mount();
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/gif,image/webp');
    choose(png(20 * 1024, 'application/pdf', 'plan.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('plan.pdfupload.errors.type_not_allowed');
    choose(png(1024));
    expect(screen.getByRole('alert').textContent).toBe('plan.pngupload.errors.too_small');
    choose(png(29 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toBe('plan.pngupload.errors.too_large');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads the image, places, nudges, labels and removes markers, and saves them with the document', async () => {
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      const form = init.body as FormData;
      return Promise.resolve(
        new Response(JSON.stringify(answerUpload(String(form.get('uuid')))), { status: 201 }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const { apply, onServerRevision, result } = mount();
    fireEvent.click(screen.getByTestId('image-marker-save'));
    expect(screen.getByText('imageMarker.noImage')).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();

    choose(png(20 * 1024));
    const canvas = await screen.findByTestId('image-marker-canvas', {}, { timeout: 10_000 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/checklist/template/${TEMPLATE}/image-marker/new`);
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['uuid', 'markers', 'file']);
    expect(form.get('markers')).toBe('[]');
    expect(onServerRevision).toHaveBeenCalledWith(7);

    canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100 }) as DOMRect;
    fireEvent.click(canvas, { clientX: 50, clientY: 25 });
    fireEvent.click(canvas, { clientX: 100, clientY: 50 });
    const markers = screen.getAllByRole('button', { name: 'imageMarker.marker' });
    expect(markers.map((m) => m.textContent)).toEqual(['1', '2']);
    fireEvent.keyDown(markers[0]!, { key: 'ArrowRight' });
    fireEvent.keyDown(markers[0]!, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(markers[1]!, { key: 'Delete' });
    expect(screen.getAllByRole('button', { name: 'imageMarker.marker' })).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('imageMarker.label'), { target: { value: ' Main valve ' } });
    fireEvent.click(screen.getByRole('button', { name: 'imageMarker.add' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'imageMarker.removeMarker' })[1]!);

    fireEvent.click(screen.getByTestId('image-marker-save'));
    expect(apply).toHaveBeenCalledTimes(1);
    const saved = result();
    const uuid = saved.items[1]?.options.image_marker_id;
    expect(saved.image_markers).toEqual([
      {
        uuid,
        file: { id: FILE_ID, url: answerUpload(uuid!).data.file.url, name: 'plan.png' },
        markers: [{ id: expect.any(String), x: 26, y: 30, label: 'Main valve' }],
      },
    ]);
  });

  it('shows the server refusal of an upload, and removes an existing image marker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              message: 'Invalid',
              error_code: 'validation',
              data: { file: 'The image was refused.' },
            }),
            { status: 422 },
          ),
        ),
      ),
    );
    const withMarker = templateDocumentSchema.parse({
      ...doc,
      items: doc.items.map((i) =>
        i.id === 'q' ? { ...i, options: { ...i.options, image_marker_id: 'm1' } } : i,
      ),
      image_markers: [
        { uuid: 'm1', file: { id: FILE_ID, url: '/img.png' }, markers: [{ id: 'a', x: 10, y: 10 }] },
      ],
    });
    const { onServerRevision, result } = mount(withMarker);
    expect(screen.getAllByRole('button', { name: 'imageMarker.marker' })).toHaveLength(1);
    choose(png(20 * 1024));
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toBe('plan.pngThe image was refused.'),
      { timeout: 10_000 },
    );
    expect(onServerRevision).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(result().items[1]?.options.image_marker_id).toBeNull();
    expect(result().image_markers).toEqual([]);
  });
});
