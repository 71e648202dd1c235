import { replaceItem } from '@fieldbook/domain/templates';
import { describe, expect, it } from 'vitest';
import { testDocument } from '../store/test-doc';
import { migrateDeprecatedItem } from './deprecated-fix';

describe('migrateDeprecatedItem', () => {
  it('turns a deprecated question into its replacement, keeping id, title and common options', () => {
    const doc = testDocument(2);
    const question = doc.items.find((item) => item.title === 'Q1')!;
    const legacy = replaceItem(doc, {
      ...question,
      type: 'issues_count',
      options: { required: true, scope: 'all', categories: [] },
    });
    const result = migrateDeprecatedItem(legacy, question.id);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const migrated = result.doc.items.find((item) => item.id === question.id)!;
    expect(migrated).toMatchObject({
      type: 'counter',
      title: 'Q1',
      options: { required: true, type: 'yesno' },
    });
  });

  it('refuses a type that is not deprecated', () => {
    const doc = testDocument(2);
    const question = doc.items.find((item) => item.title === 'Q1')!;
    expect(migrateDeprecatedItem(doc, question.id)).toMatchObject({ ok: false });
  });
});
