import type { DemoTemplateSpec } from './demo-template-spec';

/** A weekly safety inspection of a construction or plant site. */
export const SITE_SAFETY: DemoTemplateSpec = {
  title: 'Site safety inspection',
  description: 'Weekly inspection of access, work at height, housekeeping and PPE on site.',
  prefix: 'SITE',
  share: 2,
  signature: 'Site supervisor signature',
  pages: [
    {
      title: 'Site',
      sections: [
        {
          title: 'General',
          questions: [
            {
              type: 'text',
              title: 'Area inspected',
              answers: ['North yard', 'Warehouse B', 'Loading dock', 'Plant room', 'Level 2 deck'],
            },
            { type: 'number', title: 'Workers on site', min: 1, max: 200, typical: [4, 45] },
            { type: 'yesno', title: 'Site entrance controlled and signed?', failRate: 0.04 },
          ],
        },
        {
          title: 'Work at height',
          questions: [
            {
              type: 'yesno',
              title: 'Scaffolds tagged and inspected this week?',
              failRate: 0.08,
              followUp: 'Which scaffold is not tagged?',
            },
            {
              type: 'yesno',
              title: 'Edge protection in place?',
              failRate: 0.06,
              followUp: 'Where is edge protection missing?',
            },
            { type: 'oknot', title: 'Ladders', failRate: 0.07 },
          ],
        },
      ],
    },
    {
      title: 'People and housekeeping',
      sections: [
        {
          title: 'PPE and housekeeping',
          questions: [
            {
              type: 'yesno',
              title: 'Everyone wears the required PPE?',
              failRate: 0.11,
              followUp: 'Who was missing which PPE?',
            },
            { type: 'yesno', title: 'Walkways clear and materials stacked safely?', failRate: 0.09 },
            { type: 'oknot', title: 'First-aid kit and eye-wash station', failRate: 0.04 },
            { type: 'photo', title: 'Photo of the hazard' },
          ],
        },
      ],
    },
  ],
};
