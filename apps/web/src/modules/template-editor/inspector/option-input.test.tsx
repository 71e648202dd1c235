import { addItem, createItem, type TemplateDocument } from '@fieldbook/domain/templates';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithEditor } from '../components/editor-harness.test-utils';
import { testDocument } from '../store/test-doc';
import { OptionInput } from './option-input';
import { optionFields } from './option-fields';

afterEach(cleanup);

const unitsField = { key: 'units', kind: 'link' } as const;

function showUnits(units: string[]) {
  const item = createItem('number', { options: { units } });
  render(
    <MantineProvider env="test">
      <OptionInput item={item} field={unitsField} set={() => undefined} onEdit={() => undefined} />
    </MantineProvider>,
  );
  return screen.getByTestId('edit-units').parentElement!.textContent;
}

describe('a linked option in the inspector', () => {
  it('says nothing is set for the empty units list a new number starts with', () => {
    expect(showUnits([])).toMatch(/^inspector\.notLinked/);
  });

  it('says set once the question offers a unit', () => {
    expect(showUnits(['m'])).toMatch(/^inspector\.linked/);
  });
});

/** The test document with two numbers and a calculation over them after its first question. */
function withCalculation(): TemplateDocument {
  let doc = testDocument(1);
  let after = doc.items.find((item) => item.type === 'page')!.id;
  const add = (type: 'number' | 'calculation', id: string, options?: Record<string, unknown>) => {
    const added = addItem(doc, { type, afterId: after, title: id, depth: 1, options }, () => id);
    if (!added.ok) throw new Error('addItem refused');
    doc = added.doc;
    after = id;
  };
  add('number', 'width');
  add('number', 'length');
  add('calculation', 'total', { calculations: { value: '{width} + {length}', items: ['width', 'length'] } });
  return doc;
}

describe('the formula of a calculation in the inspector', () => {
  it('reads the questions used by position and stores what is typed with their ids', () => {
    const doc = withCalculation();
    const total = doc.items.find((item) => item.id === 'total')!;
    const field = optionFields('calculation').find((f) => f.key === 'calculations')!;
    let stored: unknown;
    renderWithEditor(doc, <OptionInput item={total} field={field} set={(_key, value) => (stored = value)} />);
    expect(screen.getByTestId<HTMLInputElement>('calculation-formula').value).toBe('{1} + {2}');
    fireEvent.change(screen.getByTestId('calculation-formula'), { target: { value: '({2} - {1}) / 2' } });
    expect(stored).toEqual({ value: '({length} - {width}) / 2', items: ['width', 'length'] });
  });
});

describe('an instruction body in the inspector', () => {
  it('loads the rich-text field on demand and hands each edit over as one typed option change', async () => {
    const item = createItem('instruction', { options: { content: '<p>Wear gloves</p>' } });
    const set = vi.fn();
    render(
      <MantineProvider env="test">
        <OptionInput item={item} field={{ key: 'content', kind: 'richText' }} set={set} />
      </MantineProvider>,
    );
    const box = (await screen.findByRole('textbox', { name: 'options.content' })) as HTMLElement & {
      editor: Editor;
    };
    expect(box.textContent).toBe('Wear gloves');
    box.editor.commands.selectAll();
    fireEvent.click(screen.getByRole('button', { name: 'bold' }));
    expect(set).toHaveBeenLastCalledWith('content', '<p><strong>Wear gloves</strong></p>', true);
  });
});
