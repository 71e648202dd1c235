import { BUILT_IN_REPORT_LAYOUT } from '@fieldbook/domain';
import type { InspectionDetail } from '@fieldbook/domain/inspections';
import { templateDocumentSchema } from '@fieldbook/domain/templates';

// A completed inspection with a marked photo, its version and a layout with a logo: what a share link's one call
// answers, for the tests of the shared report page and of the print entry.
export const TOKEN = 'A'.repeat(64);
const PERSON = { id: '00000000-0000-4000-8000-000000000001', name: 'Ada Lovelace' };
export const PHOTO = '00000000-0000-4000-8000-0000000000f1';
const PAGE = '00000000-0000-4000-8000-0000000000c1';
export const QUESTION = '00000000-0000-4000-8000-0000000000c2';
export const LOGO = '00000000-0000-4000-8000-0000000000d1';
export const MARKER_IMAGE = '00000000-0000-4000-8000-0000000000e1';
export const layout = { ...BUILT_IN_REPORT_LAYOUT, id: null, updated_at: null, logo_file_id: LOGO };

export const inspection: InspectionDetail = {
  id: '00000000-0000-4000-8000-0000000000a1',
  title: 'Forklift check',
  document_number: 'INS-7',
  status: 'completed',
  archived: false,
  template: { id: '00000000-0000-4000-8000-0000000000b1', title: 'Forklift', version: 2 },
  asset: null,
  site: null,
  assignment_id: null,
  conducted_by: PERSON,
  collaborators: [],
  collaborative: false,
  timezone: 'Europe/Berlin',
  location: null,
  started_at: '2026-11-27T08:00:00.000Z',
  completed_at: '2026-11-27T08:30:00.000Z',
  updated_at: '2026-11-27T08:30:00.000Z',
  score: null,
  max_score: null,
  percent: null,
  failed_count: 0,
  issues_count: 0,
  seq: 2,
  instances: {},
  records: {},
  answers: [
    {
      item_id: QUESTION,
      instance: 0,
      value: 'Oil on the floor',
      note: null,
      media: [{ id: PHOTO, name: 'leak.png', mime: 'image/png' }],
      rating: null,
      markers: [{ x: 0.5, y: 0.25, label: 'Puddle' }],
      changed_at: '2026-11-27T08:10:00.000Z',
      changed_by: PERSON,
      history: [],
      seq: 1,
    },
  ],
};
export const version = templateDocumentSchema.parse({
  template_id: inspection.template.id,
  items: [
    { id: PAGE, type: 'page', depth: 0, parent_id: null, title: 'Checks' },
    {
      id: QUESTION,
      type: 'textAnswer',
      depth: 1,
      parent_id: PAGE,
      title: 'Floor',
      options: { image_marker_id: 'plan' },
    },
  ],
  image_markers: [
    { uuid: 'plan', file: { id: MARKER_IMAGE, url: '/api/checklist/template/t/image-marker/plan/file' } },
  ],
});

/** The share link's answer: the inspection, its version and the layout it follows. */
export const sharedAnswer = { data: { inspection, template_version: version, layout } };
