import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../..');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const folders = [
  join(SRC, 'shared/locales'),
  ...readdirSync(join(SRC, 'modules')).map((module) => join(SRC, 'modules', module, 'locales')),
  ...readdirSync(join(SRC, 'shared')).map((component) => join(SRC, 'shared', component, 'locales')),
].filter((folder) => existsSync(folder));

const read = (folder: string, lng: string) =>
  flatten(JSON.parse(readFileSync(join(folder, `${lng}.json`), 'utf8')) as Tree);

// Words that are the same in English and the other language (names, loanwords, language autonyms).
const SAME_IN_TRANSLATION = new Set([
  'languages.en',
  'languages.de',
  'languages.fr',
  'plans.standard',
  'plans.premium',
  'plans.enterprise',
  'columns.name',
  'columns.actions',
  'modules.names.inspections',
  'entities.inspection',
  'changes.inspections_one',
  'changes.inspections_other',
  'modules.names.sites',
  // Namespaced: "Inspections" is also the French word.
  'inspections:title',
  'inspections:menu',
  'dashboard:inspections.title',
  // "Note" and "Photo" are French words too (the runner's short answer-part buttons).
  'inspection-runner:noteShort',
  'inspection-runner:photoShort',
  // "Description" is the French word too (the raise-issue dialog's field).
  'inspection-runner:raiseIssue.description',
  // Only placeholders and punctuation: the same in every language.
  'inspection-report:historyEntry',
  // "Version" is the French word too, and "h" and "min" the French abbreviations.
  'inspection-report:templateVersion',
  'inspection-report:duration',
  // "PDF" and a percentage read the same everywhere.
  'inspection-report:pdf.progress',
  // "Status" and "Name" are German words too, "Description", "Type" and "Actions" French ones.
  'issues:fields.status',
  'issues:fields.description',
  'issues:fields.type',
  'issues:categories.name',
  'issues:categories.actions',
  // "Name" and "Logo" are the German words too; "Logo", "Notes", "Scores" and "Signatures" the French ones.
  'report-settings:fields.name',
  'report-settings:fields.logo',
  'report-settings:parts.notes',
  'report-settings:parts.scores',
  'report-settings:parts.signatures',
  // "Site", "Score", "Photos" and "Note" are the French words too.
  'inspection-report:fields.site',
  'inspection-report:fields.score',
  'inspection-report:photos',
  'inspection-report:parts.note',
  // "Status", "Type", "Actions", "Options", "Condition", "Active", "Collaborative" and "Minutes"
  // are German or French words too.
  'assignments:fields.status',
  'assignments:fields.type',
  'assignments:fields.actions',
  'assignments:form.options',
  'assignments:assets.operator',
  'assignments:status.active',
  'assignments:options.collaborative',
  'assignments:units.minutes',
  // "Latitude" and "Longitude" are the French words too.
  'template-preview:location.lat',
  'template-preview:location.lng',
]);

// The namespace of a module's locale folder (modules/<ns>/locales), for namespaced entries above.
const namespaceOf = (folder: string) => /modules\/([^/]+)\/locales$/.exec(folder)?.[1] ?? '';

describe.each(folders)('locales in %s', (folder) => {
  const en = read(folder, 'en');
  const same = (key: string) =>
    SAME_IN_TRANSLATION.has(key) || SAME_IN_TRANSLATION.has(`${namespaceOf(folder)}:${key}`);

  it.each(['de', 'fr'])('%s has exactly the English keys, all filled', (lng) => {
    const other = read(folder, lng);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of other) expect(value.trim(), key).not.toBe('');
  });

  it.each(['de', 'fr'])('%s keeps the interpolations and translates the text', (lng) => {
    const other = read(folder, lng);
    for (const [key, english] of en) {
      const translated = other.get(key) ?? '';
      const vars = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(vars(translated), key).toEqual(vars(english));
      if (!same(key) && english.length > 3) expect(translated, `${lng}:${key}`).not.toBe(english);
    }
  });
});
