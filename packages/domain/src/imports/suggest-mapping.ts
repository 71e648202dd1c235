import type { ImportColumn, ImportField } from './import.schema';

/** How alike two names must be (Dice coefficient of letter pairs) before a header is suggested for a field. */
const MIN_SIMILARITY = 0.6;

/** Lower case, accents and everything but letters and digits dropped: "Asset-ID" and "asset id" become "assetid". */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

function pairs(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length - 1; i += 1) out.push(text.slice(i, i + 2));
  return out;
}

/** Dice coefficient of letter pairs, 1 for equal normalised names. */
export function headerSimilarity(a: string, b: string): number {
  const x = normaliseHeader(a);
  const y = normaliseHeader(b);
  if (x === '' || y === '') return 0;
  if (x === y) return 1;
  const left = pairs(x);
  const right = pairs(y);
  if (left.length === 0 || right.length === 0) return 0;
  const pool = new Map<string, number>();
  for (const p of right) pool.set(p, (pool.get(p) ?? 0) + 1);
  let shared = 0;
  for (const p of left) {
    const n = pool.get(p) ?? 0;
    if (n > 0) {
      shared += 1;
      pool.set(p, n - 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/** Score of a header that is a known synonym of a field: below an exact name, above any near match. */
const SYNONYM_SCORE = 0.95;

const IDENTIFIER = [
  'id',
  'code',
  'number',
  'no',
  'tag',
  'identifier',
  'reference',
  'ref',
  'kennung',
  'nummer',
  'identifiant',
  'numero',
];

/** Other words people use for the fixed import fields, in en, de and fr (normalised as headers are). */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  display_name: [
    'name',
    'title',
    'label',
    'asset name',
    'item name',
    'bezeichnung',
    'anzeigename',
    'nom',
    'libellé',
    'intitulé',
  ],
  asset_id: [...IDENTIFIER, 'asset number', 'asset no', 'asset tag', 'anlagennummer', 'anlagen-id'],
  item_id: [...IDENTIFIER, 'item number', 'item no'],
};

/** How well a header fits a field: its name or id (letter-pair similarity) or one of its synonyms. */
function fieldScore(header: string, field: ImportField): number {
  const normalised = normaliseHeader(header);
  const synonym = (SYNONYMS[field.id] ?? []).some((word) => normaliseHeader(word) === normalised);
  return Math.max(
    headerSimilarity(header, field.name),
    headerSimilarity(header, field.id),
    synonym ? SYNONYM_SCORE : 0,
  );
}

/**
 * The wizard's suggested mapping: each field takes the header most like its name, id or a synonym ("Name" for the
 * display name), best matches first, each header used once, nothing below the similarity threshold.
 */
export function suggestMapping(headers: readonly string[], fields: readonly ImportField[]): ImportColumn[] {
  const candidates: { id: string; index: number; score: number }[] = [];
  fields.forEach((field) => {
    headers.forEach((header, index) => {
      const score = fieldScore(header, field);
      if (score >= MIN_SIMILARITY) candidates.push({ id: field.id, index, score });
    });
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const usedFields = new Set<string>();
  const usedHeaders = new Set<number>();
  const chosen: ImportColumn[] = [];
  for (const c of candidates) {
    if (usedFields.has(c.id) || usedHeaders.has(c.index)) continue;
    usedFields.add(c.id);
    usedHeaders.add(c.index);
    chosen.push({ id: c.id, index: c.index });
  }
  return chosen.sort((a, b) => a.index - b.index);
}
