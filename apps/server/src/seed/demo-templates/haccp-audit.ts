import type { DemoTemplateSpec } from './demo-template-spec';

/** A food-safety (HACCP) audit of a kitchen: temperatures, hygiene and records. */
export const HACCP_AUDIT: DemoTemplateSpec = {
  title: 'Food safety (HACCP) audit',
  description: 'Weekly audit of critical control points: cold chain, cooking, hygiene and records.',
  prefix: 'HACCP',
  share: 2,
  signature: 'Kitchen manager signature',
  pages: [
    {
      title: 'Critical control points',
      sections: [
        {
          title: 'Cold chain',
          questions: [
            { type: 'number', title: 'Walk-in fridge temperature (°C)', min: 1, max: 8, typical: [1.5, 5] },
            {
              type: 'number',
              title: 'Freezer temperature (°C below zero)',
              min: 15,
              max: 30,
              typical: [18, 22],
            },
            {
              type: 'yesno',
              title: 'Raw and ready-to-eat foods stored apart?',
              failRate: 0.06,
              followUp: 'What was stored wrongly?',
            },
            { type: 'yesno', title: 'All foods labelled with use-by dates?', failRate: 0.1 },
          ],
        },
        {
          title: 'Cooking and holding',
          questions: [
            {
              type: 'number',
              title: 'Core temperature of cooked sample (°C)',
              min: 1,
              max: 100,
              typical: [75, 88],
            },
            {
              type: 'yesno',
              title: 'Hot holding above 63 °C?',
              failRate: 0.05,
              followUp: 'What action was taken?',
            },
            { type: 'photo', title: 'Photo of the probe reading' },
          ],
        },
      ],
    },
    {
      title: 'Hygiene and records',
      sections: [
        {
          title: 'Hygiene',
          questions: [
            { type: 'oknot', title: 'Hand-wash stations stocked', failRate: 0.05 },
            { type: 'oknot', title: 'Surfaces and equipment clean', failRate: 0.08 },
            {
              type: 'yesno',
              title: 'No signs of pests?',
              failRate: 0.03,
              followUp: 'Where were signs of pests found?',
            },
          ],
        },
        {
          title: 'Records',
          questions: [
            { type: 'yesno', title: 'Temperature log complete for the week?', failRate: 0.12 },
            { type: 'yesno', title: 'Staff training records up to date?', failRate: 0.07 },
          ],
        },
      ],
    },
  ],
};
