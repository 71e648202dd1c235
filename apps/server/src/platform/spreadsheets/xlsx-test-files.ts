import { zipArchive } from '../uploads/test-files';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** An XLSX file of one sheet from its `<sheetData>` rows XML and its shared strings, as Excel lays it out. */
export function xlsxFromParts(rowsXml: string, sharedStrings: readonly string[] = []): Buffer {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zipArchive(
    {
      '[Content_Types].xml': `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${CT}.sharedStrings+xml"/></Types>`,
      '_rels/.rels': `${head}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      'xl/workbook.xml': `${head}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      'xl/_rels/workbook.xml.rels': `${head}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      'xl/worksheets/sheet1.xml': `${head}<worksheet xmlns="${MAIN}"><sheetData>${rowsXml}</sheetData></worksheet>`,
      'xl/sharedStrings.xml': `${head}<sst xmlns="${MAIN}" count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.map((s) => `<si><t>${escape(s)}</t></si>`).join('')}</sst>`,
    },
    { deflate: true },
  );
}

/** The shared-strings bomb of issue 17: a header and one row, but `count` distinct texts in the workbook. */
export function sharedStringsBomb(count: number): Buffer {
  const strings = Array.from({ length: count }, (_, i) => `s${i}`);
  strings[0] = 'Asset ID';
  strings[1] = 'Name';
  return xlsxFromParts(
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2" t="s"><v>3</v></c></row>',
    strings,
  );
}

/** The rows bomb of issue 17: `count` rows of two small cells, a few megabytes zipped. */
export function rowsBomb(count: number): Buffer {
  const rows = [
    `<row r="1"><c r="A1" t="inlineStr"><is><t>Asset ID</t></is></c><c r="B1" t="inlineStr"><is><t>Name</t></is></c></row>`,
  ];
  for (let r = 2; r <= count; r += 1)
    rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}"><v>${r}</v></c></row>`);
  return xlsxFromParts(rows.join(''));
}
