import { describe, expect, it } from 'vitest';
import { createItem } from '@fieldbook/domain/templates';
import { newAnswerRow } from './answer-rows';
import { completionProblems, evaluateInspection, versionModel } from './inspection-version';

const page = createItem('start_page');
const section = createItem('section', { depth: 1, parent_id: page.id, options: { repeatable: true } });
const text = createItem('textAnswer', { depth: 2, parent_id: section.id, options: { required: true } });
const model = versionModel({ template_id: page.id, title: 'Rounds', items: [page, section, text] });
const base = { orgId: page.id, inspectionId: page.id, assetId: null, userId: page.id, at: new Date() };
const answer = (instance: number, value: string) => ({
  ...newAnswerRow(model, base, text.id, instance),
  value,
});

describe('evaluating repeated sections', () => {
  it('asks each instance for its required answer and forgets answers of removed instances', () => {
    const answers = [answer(0, 'first'), answer(2, 'third')];
    const three = evaluateInspection(model, answers, { [section.id]: 3 });
    const missing = (result: typeof three) =>
      completionProblems(model, answers, result, new Date()).filter((p) => p.item_id === text.id);
    expect(missing(three).map((p) => p.instance)).toEqual([1]);
    expect(missing(evaluateInspection(model, answers, { [section.id]: 1 }))).toEqual([]);
  });
});

describe('completing a required photo question', () => {
  const start = createItem('start_page');
  const photo = createItem('photo', { depth: 1, parent_id: start.id, options: { required: true } });
  const photos = versionModel({ template_id: start.id, title: 'Photos', items: [start, photo] });
  const row = (media: string[]) => ({ ...newAnswerRow(photos, base, photo.id, 0), media });
  const problems = (media: string[]) => {
    const answers = [row(media)];
    return completionProblems(photos, answers, evaluateInspection(photos, answers, {}), new Date()).filter(
      (p) => p.item_id === photo.id,
    );
  };

  it('counts it answered by its media, as the runner does, and refuses it without', () => {
    expect(problems([page.id])).toEqual([]);
    expect(problems([]).map((p) => p.key)).toEqual(['gen.validations.required']);
  });
});
