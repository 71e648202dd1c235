import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createItem, templateDocumentSchema } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { PreviewImageMarker } from './preview-image-marker';

const TEMPLATE = '00000000-0000-4000-8000-0000000000f1';
const MARKER = '00000000-0000-4000-8000-0000000000a1';
const FILE = '00000000-0000-4000-8000-0000000000b1';

describe('an item with an image marker', () => {
  it('shows the image read-only with its numbered markers and their labels', () => {
    const item = createItem('yesno', { title: 'Valve', options: { image_marker_id: MARKER } });
    const doc = templateDocumentSchema.parse({
      template_id: TEMPLATE,
      items: [],
      image_markers: [
        {
          uuid: MARKER,
          file: { id: FILE },
          markers: [
            { id: 'm1', x: 20, y: 30, label: 'Inlet' },
            { id: 'm2', x: 60, y: 40 },
            { id: 'bad', x: 500 },
          ],
        },
      ],
    });
    render(
      <MantineProvider env="test">
        <PreviewImageMarker doc={doc} item={item} />
      </MantineProvider>,
    );
    expect(screen.getByRole('img').getAttribute('src')).toBe(
      `/api/checklist/template/${TEMPLATE}/image-marker/${MARKER}/file`,
    );
    expect(screen.getByText('imageMarkers.readOnly')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Inlet',
      'imageMarkers.marker',
    ]);
  });
});
