import { describe, expect, it } from 'vitest';
import { contentProblems } from './content-checks';
import { buildDoc } from './test-fixtures';
import type { Row } from './test-fixtures';

const option = (uuid: string) => ({ uuid, label: uuid });

describe('contentProblems', () => {
  const sets = {
    response_sets: [
      { uuid: 'one', options: [option('a')] },
      { uuid: 'two', options: [option('a'), option('b')] },
      { uuid: 'empty', options: [] },
    ],
    global_responses: [{ uuid: 'g', options: [option('x'), option('y')] }],
  };
  const cases: [string, Row, string[]][] = [
    ['slider without step', ['q', 'slider', 1, { min: 0, max: 10 }], ['required_option:step']],
    [
      'global list without list',
      ['q', 'global_list', 1],
      ['required_option:global_list_uuid', 'required_option:global_list_id'],
    ],
    [
      'list with one option',
      ['q', 'list', 1, { response_set_id: 'one' }],
      ['too_few_options:response_set_id'],
    ],
    ['yes/no with one option is fine', ['q', 'yesno', 1, { response_set_id: 'one' }], []],
    ['dropdown with two options', ['q', 'dropdown', 1, { response_set_id: 'two' }], []],
    ['list on a global response', ['q', 'list', 1, { response_set_id: 'g' }], []],
    [
      'deleted global response',
      ['q', 'list', 1, { response_set_id: 'gone' }],
      ['deleted_global_response:response_set_id'],
    ],
    ['choice without a set yet', ['q', 'list', 1], ['no_answer_options:response_set_id']],
    ['yes/no without a set', ['q', 'yesno', 1], ['no_answer_options:response_set_id']],
    [
      'switch on an empty set',
      ['q', 'switch', 1, { response_set_id: 'empty' }],
      ['no_answer_options:response_set_id'],
    ],
    [
      'number with crossed bounds',
      ['q', 'number', 1, { min: 100, max: 10 }],
      ['min_above_max:min', 'min_above_max:max'],
    ],
    ['text question ignores response sets', ['q', 'textAnswer', 1, { response_set_id: 'gone' }], []],
  ];
  it.each(cases)('%s', (_name, row, expected) => {
    const doc = buildDoc([['p', 'page', 0], row], sets);
    expect(contentProblems(doc).map((p) => `${p.code}:${p.option}`)).toEqual(expected);
  });
});
