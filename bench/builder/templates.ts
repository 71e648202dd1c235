import { createItem, type Item, type QuestionType } from '../../packages/domain/src/templates';

/** Questions per section and sections per page in both generated templates. */
const PER_SECTION = 10;
const SECTIONS_PER_PAGE = 5;

/** Our question types, cycled, and the SurveyJS element each one is compared with. */
const TYPES: readonly { ours: QuestionType; surveyjs: Record<string, unknown> }[] = [
  { ours: 'textAnswer', surveyjs: { type: 'text' } },
  { ours: 'number', surveyjs: { type: 'text', inputType: 'number' } },
  { ours: 'yesno', surveyjs: { type: 'boolean' } },
  { ours: 'date', surveyjs: { type: 'text', inputType: 'date' } },
  { ours: 'longText', surveyjs: { type: 'comment' } },
];

/** The same template of `n` questions for both builders: pages of sections (panels) of questions. */
export interface BuilderCase {
  questions: number;
  /** Our items, to be inserted between the start page's seed and the end page. */
  items: Item[];
  surveyJson: { pages: { name: string; elements: Record<string, unknown>[] }[] };
}

/** Question `i`'s title in both builders, so the benchmark can find it by text. */
export function questionTitle(i: number): string {
  return `Question ${i + 1}`;
}

/** Builds `n` questions in pages of 50 and sections of 10, with deterministic ids and titles. */
export function buildBuilderCase(n: number): BuilderCase {
  let counter = 0;
  const newId = () => `b${(counter += 1).toString(36).padStart(6, '0')}`;
  const items: Item[] = [];
  const pages: BuilderCase['surveyJson']['pages'] = [];
  const perPage = PER_SECTION * SECTIONS_PER_PAGE;
  for (let p = 0; p * perPage < n; p += 1) {
    const page = createItem('page', { title: `Page ${p + 1}`, depth: 0 }, newId);
    items.push(page);
    const panels: Record<string, unknown>[] = [];
    for (let s = 0; s < SECTIONS_PER_PAGE && p * perPage + s * PER_SECTION < n; s += 1) {
      const section = createItem(
        'section',
        { title: `Section ${p + 1}.${s + 1}`, depth: 1, parent_id: page.id },
        newId,
      );
      items.push(section);
      const elements: Record<string, unknown>[] = [];
      for (let q = 0; q < PER_SECTION; q += 1) {
        const i = p * perPage + s * PER_SECTION + q;
        if (i >= n) break;
        const type = TYPES[i % TYPES.length]!;
        items.push(
          createItem(type.ours, { title: questionTitle(i), depth: 2, parent_id: section.id }, newId),
        );
        elements.push({ ...type.surveyjs, name: `q${i}`, title: questionTitle(i) });
      }
      panels.push({ type: 'panel', name: `s${p}_${s}`, title: `Section ${p + 1}.${s + 1}`, elements });
    }
    pages.push({ name: `p${p}`, elements: panels });
  }
  return { questions: n, items, surveyJson: { pages } };
}
