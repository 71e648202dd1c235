import type { InspectionChangesResponse, InspectionDetail } from '@fieldbook/domain';
import type { Executor } from '../../platform/db/client';
import { recordLabels } from './record-labels';
import { answerRowsSince, toAnswers, toInspections, type InspectionRow } from './inspections.repo';

/** GET /inspections/{id}'s answer: the inspection with every merged answer and the repeat counts. */
export async function inspectionDetail(tx: Executor, row: InspectionRow): Promise<InspectionDetail> {
  const [inspection] = await toInspections(tx, [row]);
  const answers = await toAnswers(tx, await answerRowsSince(tx, row.id));
  const records = await recordLabels(tx, row.orgId, answers);
  return { ...inspection!, answers, instances: row.instances, records };
}

/** What changed after `since`: the answers, the repeat counts, the sequence and status the runner continues from. */
export async function changesSince(
  tx: Executor,
  row: InspectionRow,
  since: number,
  applied: string[],
): Promise<InspectionChangesResponse> {
  const answers = await toAnswers(tx, await answerRowsSince(tx, row.id, since));
  return { applied, answers, instances: row.instances, seq: row.seq, status: row.status };
}
