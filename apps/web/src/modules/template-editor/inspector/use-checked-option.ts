import { optionValueProblem, type Item } from '@fieldbook/domain/templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorSelector, useEditorStore } from '../store/editor-context';
import { itemById } from '../store/editor-store';
import type { SetOption } from './option-input';

/** A checked writer for one option plus the localised reason it is refused, or null. */
export interface CheckedOption {
  error: string | null;
  write: (value: unknown, typed?: boolean) => void;
}

/**
 * Writes an option only when the domain accepts the value (optionValueProblem), else shows why and
 * changes nothing. Also reports a stored value that no longer fits (an answer option deleted since).
 */
export function useCheckedOption(item: Item, key: string, set: SetOption): CheckedOption {
  const { t } = useTranslation('template-editor');
  const store = useEditorStore();
  const [refused, setRefused] = useState<string | null>(null);
  const stale = useEditorSelector((state) => {
    const current = itemById(state.doc, item.id) ?? item;
    return optionValueProblem(state.doc, current, key, current.options[key]);
  });
  const write = (value: unknown, typed = false) => {
    const doc = store.getState().doc;
    const problem = optionValueProblem(doc, itemById(doc, item.id) ?? item, key, value);
    setRefused(problem);
    if (!problem) set(key, value, typed);
  };
  const problem = refused ?? stale;
  return { error: problem ? t(`inspector.problems.${problem}`) : null, write };
}
