import type { RuleSetInput, RulesItem } from '../../packages/domain/src/rules';

/** The three template shapes the issue asks for. */
export type Shape = 'chain' | 'fanout' | 'sums';

/** One generated template in both engines' formats, plus the answers to give in order. */
export interface BenchCase {
  shape: Shape;
  questions: number;
  template: { items: RulesItem[]; rule_sets: RuleSetInput[] };
  surveyJson: { pages: { name: string; elements: Record<string, unknown>[] }[] };
  answers: { name: string; value: number }[];
  sums: string[];
}

const SUM_COUNT = 100;

const showIf = (target: string, source: string, operator: string, value: number | null): RuleSetInput => ({
  uuid: `rs_${target}`,
  rules: [
    {
      id: `r_${target}`,
      condition: {
        kind: 'group',
        id: `g_${target}`,
        connector: 'and',
        conditions: [
          {
            kind: 'condition',
            id: `c_${target}`,
            left: { kind: 'item', item_id: source },
            operator,
            right: value === null ? null : { kind: 'value', value },
          },
        ],
      },
      actions: [{ id: `a_${target}`, type: 'show', target }],
    },
  ],
});

/**
 * Builds a template of `n` number questions: (chain) each visible once the previous one is answered;
 * (fanout) each visible when the first answer is above a per-question threshold; (sums) the chain plus
 * 100 calculations, each the previous running sum plus its block of questions.
 */
export function buildCase(shape: Shape, n: number): BenchCase {
  const items: RulesItem[] = [{ id: 'page', type: 'page', parent_id: null }];
  const rule_sets: RuleSetInput[] = [];
  const elements: Record<string, unknown>[] = [];
  const answers: { name: string; value: number }[] = [];
  const sums: string[] = [];
  const block = Math.ceil(n / SUM_COUNT);
  let blockMembers: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const name = `q${i}`;
    const prev = `q${i - 1}`;
    const rule =
      i === 0
        ? null
        : shape === 'fanout'
          ? showIf(name, 'q0', 'bigger than', i % 10)
          : showIf(name, prev, 'exists', null);
    items.push({
      id: name,
      type: 'number',
      parent_id: 'page',
      options: rule ? { rule_set_id: rule.uuid } : {},
    });
    if (rule) rule_sets.push(rule);
    const visibleIf = i === 0 ? undefined : shape === 'fanout' ? `{q0} > ${i % 10}` : `{${prev}} notempty`;
    elements.push({ type: 'text', inputType: 'number', name, ...(visibleIf ? { visibleIf } : {}) });
    answers.push({ name, value: i === 0 && shape === 'fanout' ? 5 : (i % 7) + 1 });
    blockMembers.push(name);
    if (shape === 'sums' && (blockMembers.length === block || i === n - 1)) {
      const id = `sum${sums.length}`;
      const terms = [...(sums.length > 0 ? [sums[sums.length - 1]!] : []), ...blockMembers].map(
        (t) => `{${t}}`,
      );
      const expression = terms.join(' + ');
      items.push({
        id,
        type: 'calculation',
        parent_id: 'page',
        options: { calculations: { value: expression, items: [] } },
      });
      elements.push({ type: 'expression', name: id, expression });
      sums.push(id);
      blockMembers = [];
    }
  }
  return {
    shape,
    questions: n,
    template: { items, rule_sets },
    surveyJson: { pages: [{ name: 'page', elements }] },
    answers,
    sums,
  };
}
