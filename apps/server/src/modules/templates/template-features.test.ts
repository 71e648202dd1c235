import { describe, expect, it } from 'vitest';
import { createTemplate } from '@fieldbook/domain/templates';
import { featuresUsed } from './template-features';
import { withQuestion } from './template-test-kit';

const seeded = createTemplate({ template_id: 't' });

describe('featuresUsed', () => {
  it.each([
    ['a seeded template', seeded, []],
    ['a calculation', withQuestion(seeded, 'calculation').doc, ['ckl_global_list']],
    ['a global list', withQuestion(seeded, 'global_list').doc, ['ckl_global_list']],
    ['an issues count', withQuestion(seeded, 'issues_count').doc, ['act_create_issue']],
    ['a repeatable question', withQuestion(seeded, 'number', { repeatable: true }).doc, ['ckl_repeatable']],
    ['repeatable: false', withQuestion(seeded, 'number', { repeatable: false }).doc, []],
    [
      'an image marker id',
      withQuestion(seeded, 'number', { image_marker_id: 'm' }).doc,
      ['ckl_item_image_marker'],
    ],
    ['a rule set id', withQuestion(seeded, 'number', { rule_set_id: 'r' }).doc, ['ckl_rule']],
    [
      'a rule set',
      {
        ...seeded,
        rule_sets: [{ uuid: 'r', related_items: [], action_items: [], rules: [], else_actions: [] }],
      },
      ['ckl_rule'],
    ],
    ['an image marker', { ...seeded, image_markers: [{ uuid: 'm', file: null }] }, ['ckl_item_image_marker']],
  ])('%s', (_name, doc, expected) => {
    expect([...featuresUsed(doc)].sort()).toEqual([...expected].sort());
  });
});
