import type { InspectionReportModel, ReportGroup, ReportNode } from '@fieldbook/domain/inspections';
import type { TemplateDocument } from '@fieldbook/domain/templates';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../report.module.css';
import { ReportEntryRow } from './report-entry';

interface Shared {
  doc: TemplateDocument;
  inspectionId: string;
  timeZone: string;
}

/** Consecutive entries as one list, sections as their own blocks, in document order. */
function Nodes({ nodes, depth, ...shared }: Shared & { nodes: readonly ReportNode[]; depth: number }) {
  const runs: ReportNode[][] = [];
  for (const node of nodes) {
    const last = runs.at(-1);
    if (node.kind === 'entry' && last?.[0]?.kind === 'entry') last.push(node);
    else runs.push([node]);
  }
  return (
    <>
      {runs.map((run, i) =>
        run[0]!.kind === 'group' ? (
          <Section key={i} group={run[0]!.group} depth={depth} {...shared} />
        ) : (
          <ul key={i} className={classes.entries}>
            {run.map((n) =>
              n.kind === 'entry' ? (
                <ReportEntryRow key={`${n.entry.item.id}#${n.entry.instance}`} entry={n.entry} {...shared} />
              ) : null,
            )}
          </ul>
        ),
      )}
    </>
  );
}

/** A section (or one repetition of a repeated section) with its heading one level below its parent's. */
function Section({ group, depth, ...shared }: Shared & { group: ReportGroup; depth: number }) {
  const { t } = useTranslation('inspection-report');
  const title = group.item.title || t('untitled');
  const order = Math.min(depth + 3, 6) as 3 | 4 | 5 | 6;
  return (
    <section className={classes.section} data-testid={`report-section-${group.item.id}`}>
      <Title order={order} fz="md">
        {group.repetition === null ? title : t('repetition', { title, n: group.repetition })}
      </Title>
      <Nodes nodes={group.children} depth={depth + 1} {...shared} />
    </section>
  );
}

/** Every shown page in order, each with its sections and answers. */
export function ReportBody({ model, ...shared }: Shared & { model: InspectionReportModel }) {
  const { t } = useTranslation('inspection-report');
  return (
    <>
      {model.pages.map((page) => (
        <section key={page.item.id} className={classes.page} data-testid={`report-page-${page.item.id}`}>
          <Title order={2} fz="h3">
            {page.item.title || t('untitled')}
          </Title>
          <Nodes nodes={page.children} depth={0} {...shared} />
        </section>
      ))}
    </>
  );
}
