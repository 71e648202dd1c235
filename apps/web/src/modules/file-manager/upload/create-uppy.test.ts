import { describe, expect, it, vi } from 'vitest';
import { createUppy } from './create-uppy';

describe('createUppy', () => {
  it('reports a stored file at once but takes it out of the dialog only when the run is complete', () => {
    const onUploaded = vi.fn();
    const uppy = createUppy('en', { translate: (key) => key, onRefused: vi.fn(), onUploaded });
    const id = uppy.addFile({
      name: 'logo.png',
      type: 'image/png',
      data: new Blob([new Uint8Array(20_000)]),
    });
    const file = uppy.getFile(id);
    const removed = vi.fn();
    uppy.on('file-removed', removed);

    uppy.emit('upload-success', file, { status: 204, body: {}, uploadURL: '/api/uploads/x' });
    expect(onUploaded).toHaveBeenCalledWith(file);
    expect(removed).not.toHaveBeenCalled();

    uppy.emit('complete', { successful: [file], failed: [], uploadID: 'u' });
    expect(removed).toHaveBeenCalledTimes(1);
    expect(uppy.getFiles()).toEqual([]);
  });
});
