import type { TFunction } from 'i18next';
import type { ExportChoice } from '../../../shared/data-table/export-menu';

/**
 * The downloads of an inspection list (issue 20): inspections or their answers, as CSV or Excel, of the list's
 * filter or of the selected inspections (`ids`).
 */
export function inspectionExportChoices(
  t: TFunction,
  listEndpoint: string,
  ids?: readonly string[],
): ExportChoice[] {
  const url = `${listEndpoint}/export`;
  const selected: Record<string, string> = ids ? { ids: ids.join(',') } : {};
  return (['inspections', 'answers'] as const).flatMap((rows) =>
    (['csv', 'xlsx'] as const).map((format) => ({
      label: t(`inspections:export.${rows}.${format}`),
      url,
      query: { ...selected, rows, format },
    })),
  );
}
