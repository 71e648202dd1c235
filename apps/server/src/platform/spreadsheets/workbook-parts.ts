import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { parseXmlPart } from './xml-part';
import type { ZipParts } from './zip-parts';

/** Where a workbook's first sheet, shared strings and styles are, and whether its dates count from 1904. */
export interface WorkbookLayout {
  sheet: string;
  sharedStrings: string | null;
  styles: string | null;
  date1904: boolean;
}

const MAX_STYLES = 65_536;
/** Built-in number formats that show a date or time (ECMA-376 §18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

async function walk(
  part: Readable,
  maxTokenBytes: number,
  onTag: (name: string, attributes: Record<string, string>) => void,
) {
  const steps = parseXmlPart(
    part,
    (parser) => parser.on('opentag', (tag) => onTag(tag.name, tag.attributes as Record<string, string>)),
    maxTokenBytes,
  );
  for await (const _ of steps);
}

/** A local name without its namespace prefix (`r:id` → `id`). */
function local(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

function attribute(attributes: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(attributes).find((k) => local(k) === name);
  return key === undefined ? undefined : attributes[key];
}

/**
 * Finds the first sheet through the workbook and its relationships (as Excel orders the sheet tabs), falling back
 * to the usual part names of a workbook without them.
 */
export async function readWorkbookLayout(zip: ZipParts, maxTokenBytes: number): Promise<WorkbookLayout> {
  let firstSheetRel: string | undefined;
  let date1904 = false;
  if (zip.has('xl/workbook.xml')) {
    await walk(await zip.open('xl/workbook.xml'), maxTokenBytes, (name, attributes) => {
      if (local(name) === 'sheet' && firstSheetRel === undefined) firstSheetRel = attribute(attributes, 'id');
      if (local(name) === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
    });
  }
  const targets = new Map<string, string>();
  let sharedStrings: string | null = null;
  let styles: string | null = null;
  if (zip.has('xl/_rels/workbook.xml.rels')) {
    await walk(await zip.open('xl/_rels/workbook.xml.rels'), maxTokenBytes, (name, attributes) => {
      if (local(name) !== 'Relationship' || !attributes.Target) return;
      const target = attributes.Target.startsWith('/')
        ? attributes.Target.slice(1)
        : posix.normalize(posix.join('xl', attributes.Target));
      if (attributes.Id) targets.set(attributes.Id, target);
      if (attributes.Type?.endsWith('/sharedStrings')) sharedStrings = target;
      if (attributes.Type?.endsWith('/styles')) styles = target;
    });
  }
  const sheet = (firstSheetRel && targets.get(firstSheetRel)) || 'xl/worksheets/sheet1.xml';
  const existing = (name: string | null, fallback: string) => {
    const chosen = name ?? fallback;
    return zip.has(chosen) ? chosen : null;
  };
  return {
    sheet,
    sharedStrings: existing(sharedStrings, 'xl/sharedStrings.xml'),
    styles: existing(styles, 'xl/styles.xml'),
    date1904,
  };
}

/** Whether a number format shows a date: its codes once quoted text, escapes and [colour]/[h] brackets are out. */
export function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '');
  return /[dmyhs]/i.test(bare);
}

/** The cell styles (`<cellXfs>` indexes) whose number format shows a date, so such numbers are read as dates. */
export async function readDateStyles(part: Readable, maxTokenBytes: number): Promise<Set<number>> {
  const dateFormats = new Set(DATE_FORMAT_IDS);
  const dateStyles = new Set<number>();
  let inCellXfs = false;
  let index = 0;
  const steps = parseXmlPart(
    part,
    (parser) => {
      parser.on('opentag', (tag) => {
        const attributes = tag.attributes as Record<string, string>;
        if (
          tag.name === 'numFmt' &&
          isDateFormat(attributes.formatCode ?? '') &&
          dateFormats.size < MAX_STYLES
        ) {
          dateFormats.add(Number(attributes.numFmtId));
        } else if (tag.name === 'cellXfs') inCellXfs = true;
        else if (tag.name === 'xf' && inCellXfs) {
          if (index < MAX_STYLES && dateFormats.has(Number(attributes.numFmtId ?? 0))) dateStyles.add(index);
          index += 1;
        }
      });
      parser.on('closetag', (tag) => {
        if (tag.name === 'cellXfs') inCellXfs = false;
      });
    },
    maxTokenBytes,
  );
  for await (const _ of steps);
  return dateStyles;
}
