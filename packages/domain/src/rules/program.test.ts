import { describe, expect, it } from 'vitest';
import { createRulesEngine } from './engine';
import { RULE_MESSAGES } from './messages';
import { RulesCompileError } from './program';
import { act, group, item, rules, when } from './test-fixtures';
import type { RulesTemplate } from './template-input';

const page = item('p', 'page', {}, null);
const calc = (id: string, value: string) => item(id, 'calculation', { calculations: { value, items: [] } });

describe('compile errors', () => {
  it('rejects dependency cycles with their message key', () => {
    const template: RulesTemplate = { items: [page, calc('c1', '{c2} + 1'), calc('c2', '{c1} + 1')] };
    try {
      createRulesEngine(template);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(RulesCompileError);
      expect((e as RulesCompileError).problems).toEqual([
        { key: RULE_MESSAGES.dependencyCycle, params: { items: 'c1, c2' } },
      ]);
    }
  });

  it('rejects a rule set whose conditions mix two repeatables', () => {
    const template: RulesTemplate = {
      items: [
        page,
        item('r1', 'section', { repeatable: true }),
        item('x', 'number', {}, 'r1'),
        item('r2', 'section', { repeatable: true }),
        item('y', 'number', {}, 'r2'),
      ],
      rule_sets: [
        rules('rs', [[group('and', when('x', 'exists'), when('y', 'exists')), [act('require_note', 'y')]]]),
      ],
    };
    expect(() => createRulesEngine(template)).toThrow(RulesCompileError);
  });

  it('evaluates what it can of a template with dangling references', () => {
    const template: RulesTemplate = {
      items: [page, item('a', 'number', { rule_set_id: 'rs' })],
      rule_sets: [
        rules('rs', [
          [
            group('and', when('ghost', 'is_null')),
            [act('set_color', 'a', { color: 'red' }), act('show', 'ghost')],
          ],
        ]),
        { uuid: 'broken' },
      ],
    };
    expect(createRulesEngine(template).stateOf('a').color).toBe('red');
  });
});
