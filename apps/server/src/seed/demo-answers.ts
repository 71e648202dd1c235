import { randomUUID } from 'node:crypto';
import type { AnswerValue } from '@fieldbook/domain/rules';
import { newAnswerRow, typedColumns, type AnswerBase } from '../modules/inspections/answer-rows';
import type { VersionModel } from '../modules/inspections/inspection-version';
import type { AnswerRow } from '../modules/inspections/inspections.repo';
import type { DemoRandom } from './demo-random';
import type { PublishedDemoTemplate } from './demo-templates/seed-demo-templates';

/** Notes inspectors leave on a failed answer. */
const FAILED_NOTES = [
  'Reported to the supervisor.',
  'Tagged out of use until repaired.',
  'Fixed on the spot and re-checked.',
  'Maintenance ticket raised.',
  'Area cordoned off, team informed.',
] as const;

/** Answers to the follow-up question a rule shows after a failed answer. */
const FOLLOW_UP_ANSWERS = [
  'See note and photo; repair booked for this week.',
  'Minor defect, corrected before use.',
  'Escalated to the facilities manager.',
  'Replaced from stock.',
] as const;

/** A number in the typical range: one decimal for narrow ranges (temperatures), whole numbers otherwise. */
function typicalNumber(random: DemoRandom, [low, high]: readonly [number, number]): number {
  const value = low + random.next() * (high - low);
  return high - low < 20 ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * The answers of one demo inspection's questions as the runner would send them (value, note, stamps); `care`
 * scales how often answers fail (0 = everything passes). Asset, document number and dates are the server's.
 */
export function demoQuestionAnswers(
  model: VersionModel,
  template: PublishedDemoTemplate,
  base: AnswerBase,
  timeZone: string,
  random: DemoRandom,
  signer: string,
  care: number,
): AnswerRow[] {
  const rows: AnswerRow[] = [];
  const answer = (itemId: string, value: AnswerValue, note: string | null = null) => {
    const stamp = () => ({ at: base.at.toISOString(), by: base.userId, change: randomUUID() });
    rows.push({
      ...newAnswerRow(model, base, itemId, 0),
      value,
      ...typedColumns(model.items.get(itemId), value, timeZone),
      note,
      partTimes: note ? { value: stamp(), note: stamp() } : { value: stamp() },
      seq: 1,
    });
  };
  for (const [itemId, plan] of template.plans) {
    if (plan.kind === 'choice') {
      const failed = random.chance(plan.question.failRate * care);
      answer(itemId, failed ? plan.fail : plan.pass, failed ? random.pick(FAILED_NOTES) : null);
      if (failed && plan.followUpId) answer(plan.followUpId, random.pick(FOLLOW_UP_ANSWERS));
    } else if (plan.kind === 'number') answer(itemId, typicalNumber(random, plan.question.typical));
    else if (plan.kind === 'text') answer(itemId, random.pick(plan.question.answers));
    else if (plan.kind === 'signature') answer(itemId, signer);
  }
  return rows;
}
