import type { RuleSetInput } from '../../packages/domain/src/rules';
import { createItem, type Item } from '../../packages/domain/src/templates';

/** Number questions, calculations and rule sets per section (sections of 8 + 4 + 2 make 2,000 + 1,000 + 500). */
const QUESTIONS = 8;
const SECTIONS_PER_PAGE = 5;
/** The rule thresholds: the section's half sum (c1) above LOW, its whole sum (c3) above HIGH paints it red. */
const LOW = 10;
const HIGH = 20;

/** One generated section: its questions and its running-sum calculations, in document order. */
export interface RunnerSection {
  page: number;
  questions: string[];
  /** c0 = q0 + q1, c1 = c0 + q2 + q3, c2 = c1 + q4 + q5, c3 = c2 + q6 + q7. */
  calcs: string[];
}

/** The generated template (items for between the seeded start and end pages, rule sets) and its layout. */
export interface RunnerCase {
  items: Item[];
  rule_sets: RuleSetInput[];
  sections: RunnerSection[];
}

const colorRule = (owner: string, threshold: number): RuleSetInput => ({
  uuid: `rs-${owner}`,
  rules: [
    {
      id: `r-${owner}`,
      condition: {
        kind: 'group',
        id: `g-${owner}`,
        connector: 'and',
        conditions: [
          {
            kind: 'condition',
            id: `c-${owner}`,
            left: { kind: 'item', item_id: owner },
            operator: 'greater',
            right: { kind: 'value', value: threshold },
          },
        ],
      },
      actions: [{ id: `a-${owner}`, type: 'set_color', target: owner, params: { color: 'red' } }],
    },
  ],
});

/**
 * The item without its options at their defaults (false, empty lists), as the server fills them in: the
 * whole template as the editor sends it is over the server's 1 MiB body limit (1.45 MB), this is 0.6 MB.
 */
function compact(item: Item): Item {
  const options = Object.fromEntries(
    Object.entries(item.options).filter(([, v]) => v !== false && !(Array.isArray(v) && v.length === 0)),
  );
  return { ...item, options };
}

/**
 * Builds `sections` sections of 8 number questions followed by 4 running-sum calculations, in pages of 5 sections;
 * two rules per section paint its half sum (c1 > 10) and its whole sum (c3 > 20) red. With 250 sections: 2,000
 * questions, 1,000 calculations, 500 rules, 50 pages.
 */
export function buildRunnerCase(sectionCount = 250): RunnerCase {
  let counter = 0;
  const newId = () => `r${(counter += 1).toString(36).padStart(6, '0')}`;
  const items: Item[] = [];
  const rule_sets: RuleSetInput[] = [];
  const sections: RunnerSection[] = [];
  let page: Item | null = null;
  for (let s = 0; s < sectionCount; s += 1) {
    const p = Math.floor(s / SECTIONS_PER_PAGE);
    if (s % SECTIONS_PER_PAGE === 0) {
      page = createItem('page', { title: `Page ${p + 1}`, depth: 0 }, newId);
      items.push(page);
    }
    const section = createItem(
      'section',
      { title: `Section ${s + 1}`, depth: 1, parent_id: page!.id },
      newId,
    );
    items.push(section);
    const child = (type: 'number' | 'calculation', title: string, options: Record<string, unknown> = {}) => {
      const item = createItem(type, { title, depth: 2, parent_id: section.id, options }, newId);
      items.push(item);
      return item;
    };
    const questions = Array.from({ length: QUESTIONS }, (_, q) => child('number', `Q ${s + 1}.${q + 1}`).id);
    const calcs: string[] = [];
    for (let c = 0; c < QUESTIONS / 2; c += 1) {
      const inputs = [...(c > 0 ? [calcs[c - 1]!] : []), questions[2 * c]!, questions[2 * c + 1]!];
      const calc = child('calculation', `Sum ${s + 1}.${c + 1}`, {
        calculations: { value: inputs.map((i) => `{${i}}`).join(' + '), items: inputs },
      });
      if (c === 1 || c === 3) {
        calc.options.rule_set_id = `rs-${calc.id}`;
        rule_sets.push(colorRule(calc.id, c === 1 ? LOW : HIGH));
      }
      calcs.push(calc.id);
    }
    sections.push({ page: p, questions, calcs });
  }
  return { items: items.map(compact), rule_sets, sections };
}
