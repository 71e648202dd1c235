import type { DemoTemplateSpec } from './demo-template-spec';

/** A monthly fire-safety walk of a building: escape routes, doors, extinguishers and alarms. */
export const FIRE_SAFETY_WALK: DemoTemplateSpec = {
  title: 'Fire safety walk',
  description: 'Monthly walk of escape routes, fire doors, extinguishers and alarms.',
  prefix: 'FIRE',
  share: 2,
  asset: { question: 'Fire door or extinguisher', type: 'Fire extinguisher' },
  signature: 'Fire warden signature',
  pages: [
    {
      title: 'Escape routes',
      sections: [
        {
          title: 'Corridors and exits',
          questions: [
            {
              type: 'yesno',
              title: 'Escape routes free of obstructions?',
              failRate: 0.1,
              followUp: 'What blocks the route?',
            },
            { type: 'yesno', title: 'Exit signs lit and visible?', failRate: 0.05 },
            { type: 'yesno', title: 'Final exit doors open easily from inside?', failRate: 0.03 },
            { type: 'photo', title: 'Photo of the obstruction' },
          ],
        },
        {
          title: 'Fire doors',
          questions: [
            {
              type: 'yesno',
              title: 'Fire doors close fully onto the latch?',
              failRate: 0.12,
              followUp: 'Which door does not close?',
            },
            { type: 'yesno', title: 'No fire doors wedged open?', failRate: 0.08 },
            { type: 'oknot', title: 'Door seals and hinges', failRate: 0.05 },
          ],
        },
      ],
    },
    {
      title: 'Equipment',
      sections: [
        {
          title: 'Extinguishers and alarms',
          questions: [
            {
              type: 'yesno',
              title: 'Extinguishers in place, sealed and in date?',
              failRate: 0.06,
              followUp: 'Which extinguisher needs service?',
            },
            { type: 'number', title: 'Extinguisher pressure (bar)', min: 1, max: 20, typical: [13, 16] },
            { type: 'yesno', title: 'Weekly alarm test recorded?', failRate: 0.07 },
            { type: 'oknot', title: 'Emergency lighting', failRate: 0.04 },
          ],
        },
      ],
    },
  ],
};
