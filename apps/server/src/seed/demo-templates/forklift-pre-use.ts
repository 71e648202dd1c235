import type { DemoTemplateSpec } from './demo-template-spec';

/** A daily forklift pre-use check (the operator before the first lift of a shift). */
export const FORKLIFT_PRE_USE: DemoTemplateSpec = {
  title: 'Forklift pre-use check',
  description: 'Daily check by the operator before the first lift of a shift.',
  prefix: 'FLK',
  share: 4,
  asset: { question: 'Forklift', type: 'Forklift' },
  signature: 'Operator signature',
  pages: [
    {
      title: 'Visual checks (engine off)',
      sections: [
        {
          title: 'Chassis and mast',
          questions: [
            {
              type: 'yesno',
              title: 'Forks free of cracks, bends and wear?',
              failRate: 0.04,
              followUp: 'What damage did you find?',
            },
            { type: 'yesno', title: 'Mast chains lubricated and evenly tensioned?', failRate: 0.06 },
            { type: 'yesno', title: 'Overhead guard and load backrest secure?', failRate: 0.02 },
            {
              type: 'yesno',
              title: 'No hydraulic leaks under the truck?',
              failRate: 0.08,
              followUp: 'Where is the leak?',
            },
          ],
        },
        {
          title: 'Wheels and tyres',
          questions: [
            { type: 'oknot', title: 'Tyre condition', failRate: 0.07 },
            { type: 'number', title: 'Tyre tread depth (mm)', min: 1, max: 40, typical: [6, 22] },
            { type: 'photo', title: 'Photo of any damage' },
          ],
        },
      ],
    },
    {
      title: 'Operational checks (engine on)',
      sections: [
        {
          title: 'Controls',
          questions: [
            {
              type: 'yesno',
              title: 'Service brake stops the truck smoothly?',
              failRate: 0.03,
              followUp: 'Describe the brake fault',
            },
            { type: 'yesno', title: 'Parking brake holds on a ramp?', failRate: 0.03 },
            { type: 'yesno', title: 'Horn, lights and reversing alarm work?', failRate: 0.09 },
            { type: 'oknot', title: 'Lift, tilt and side-shift', failRate: 0.04 },
            { type: 'number', title: 'Hour meter reading (h)', min: 1, max: 60000, typical: [1200, 14000] },
          ],
        },
      ],
    },
  ],
};
