import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ruleSetSchema } from '@fieldbook/domain/rules';
import { act as ruleAction, group, rules, when } from '@fieldbook/domain/rules/test-fixtures';
import { templateDocumentSchema, type TemplateDocument } from '@fieldbook/domain/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewSession } from './preview-session';
import { TemplatePreview } from './template-preview';

afterEach(cleanup);

const YES = 'opt-yes';
const NO = 'opt-no';

/** A page with a yes/no question that hides "Why not?" when answered No, and a sum of two numbers. */
function sampleDoc(): TemplateDocument {
  return templateDocumentSchema.parse({
    template_id: 't',
    items: [
      { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'Checks' },
      {
        id: 'ok',
        type: 'yesno',
        depth: 1,
        parent_id: 'p',
        title: 'All fine?',
        options: { response_set_id: 'rs-yn' },
      },
      { id: 'why', type: 'textAnswer', depth: 1, parent_id: 'p', title: 'Why not?' },
      { id: 'a', type: 'number', depth: 1, parent_id: 'p', title: 'First' },
      { id: 'b', type: 'number', depth: 1, parent_id: 'p', title: 'Second' },
      {
        id: 'sum',
        type: 'calculation',
        depth: 1,
        parent_id: 'p',
        title: 'Total',
        options: { calculations: { value: '{a} + {b}', items: ['a', 'b'] } },
      },
      { id: 'end', type: 'end_page', depth: 0, parent_id: null, title: 'Done' },
      { id: 'sig', type: 'signature', depth: 1, parent_id: 'end', title: 'Sign here' },
    ],
    response_sets: [
      {
        uuid: 'rs-yn',
        options: [
          { uuid: YES, label: 'Yes', score: 1, color: 'green' },
          { uuid: NO, label: 'No', score: 0, color: 'red' },
        ],
      },
    ],
    rule_sets: [
      ruleSetSchema.parse(
        rules('rs1', [[group('and', when('ok', 'equals', NO)), [ruleAction('hide', 'why')]]]),
      ),
    ],
  });
}

function mount(doc: TemplateDocument) {
  return render(
    <MantineProvider env="test">
      <TemplatePreview doc={doc} />
    </MantineProvider>,
  );
}

describe('the embedded preview', () => {
  it('hides a question when its rule fires and shows it again when the answer changes', () => {
    mount(sampleDoc());
    expect(screen.getByLabelText('Why not?')).toBeTruthy();
    fireEvent.click(screen.getByText('No'));
    expect(screen.queryByLabelText('Why not?')).toBeNull();
    fireEvent.click(screen.getByText('Yes'));
    expect(screen.getByLabelText('Why not?')).toBeTruthy();
  });

  it('computes a calculation over two numbers as they are typed', () => {
    mount(sampleDoc());
    fireEvent.change(screen.getByLabelText('First'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Second'), { target: { value: '2.5' } });
    expect(screen.getByTestId('preview-value-sum').textContent).toBe('6.50');
  });

  it('keeps the answers when the author edits the document, and walks to the end page', () => {
    const doc = sampleDoc();
    const view = mount(doc);
    fireEvent.click(screen.getByText('No'));
    const renamed = { ...doc, items: doc.items.map((i) => (i.id === 'a' ? { ...i, title: 'Renamed' } : i)) };
    view.rerender(
      <MantineProvider env="test">
        <TemplatePreview doc={renamed} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Renamed')).toBeTruthy();
    expect(screen.queryByLabelText('Why not?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    const preview = screen.getByTestId('mobile-preview');
    expect(within(preview).getByText('Sign here')).toBeTruthy();
    expect(within(preview).getByRole('button', { name: 'media.signature' })).toHaveProperty('disabled', true);
    expect(within(preview).queryByText('onlyInApp')).toBeNull();
  });

  it('shows an option colour as a swatch, never as the chip fill white text cannot be read on', () => {
    const view = mount(sampleDoc());
    fireEvent.click(screen.getByText('Yes'));
    expect(view.container.querySelector('[style*="--chip-bg: var(--mantine-color-green"]')).toBeNull();
    expect(view.container.querySelector('[style*="--chip-bg: var(--mantine-color-red"]')).toBeNull();
    expect(screen.getAllByTestId('option-color')).toHaveLength(2);
  });

  it('flags a chosen option that marks a failed item', () => {
    const doc = sampleDoc();
    const failing = {
      ...doc,
      response_sets: doc.response_sets.map((set) => ({
        ...set,
        options: set.options.map((o) => (o.uuid === NO ? { ...o, failed: true } : o)),
      })),
    };
    mount(failing);
    expect(screen.queryByTestId('answer-failed')).toBeNull();
    fireEvent.click(screen.getByText('No'));
    expect(screen.getByRole('img', { name: 'failedAnswer' })).toBeTruthy();
    fireEvent.click(screen.getByText('Yes'));
    expect(screen.queryByTestId('answer-failed')).toBeNull();
  });

  it('opens on a session warmed beforehand, with its engine and answers as they were', () => {
    const doc = sampleDoc();
    const session = new PreviewSession();
    session.load(doc);
    session.answer('ok', NO);
    const engine = session.engine;
    render(
      <MantineProvider env="test">
        <TemplatePreview doc={doc} session={session} />
      </MantineProvider>,
    );
    expect(session.engine).toBe(engine);
    expect(screen.getByLabelText('First')).toBeTruthy();
    expect(screen.queryByLabelText('Why not?')).toBeNull();
  });

  it('draws every row of a long page, the first ones first', () => {
    const doc = sampleDoc();
    const many = Array.from({ length: 30 }, (_, n) => ({
      ...doc.items[3]!,
      id: `q${n}`,
      title: `Question ${n}`,
    }));
    const long = { ...doc, items: [...doc.items.slice(0, 6), ...many, ...doc.items.slice(6)] };
    mount(long);
    expect(screen.getByLabelText('Question 29')).toBeTruthy();
  });

  it('starts a default-rated item at its default rating and lets the author pick another', () => {
    const doc = sampleDoc();
    const rated = {
      ...doc,
      items: doc.items.map((i) =>
        i.id === 'ok'
          ? {
              ...i,
              options: { ...i.options, enable_rating: true, rating_mode: 'default', default_rating: 2 },
            }
          : i,
      ),
    };
    mount(rated);
    const rating = screen.getByTestId('preview-rating-ok');
    expect(screen.getByTestId('preview-rating-label-ok').textContent).toBe('ratingScale.2');
    fireEvent.click(within(rating).getByText('4'));
    expect(screen.getByTestId('preview-rating-label-ok').textContent).toBe('ratingScale.4');
    expect(screen.queryByTestId('preview-rating-a')).toBeNull();
  });

  it('keeps a picked rating across an edit, and floors the score at min_point', () => {
    const doc = sampleDoc();
    const scored = {
      ...doc,
      items: doc.items.map((i) =>
        i.id === 'ok'
          ? { ...i, options: { ...i.options, enable_score: true, enable_rating: true, min_point: 0.5 } }
          : i,
      ),
    };
    const session = new PreviewSession();
    session.load(scored);
    session.answer('ok', NO);
    session.rate('ok', 3);
    expect(session.engine?.score()).toEqual({ score: 0.5, max_score: 1, percentage: 50 });
    session.load({ ...scored, items: [...scored.items] });
    expect(session.engine?.stateOf('ok').rating).toBe(3);
  });
});

describe('rich text in the preview', () => {
  function richDoc(): TemplateDocument {
    return templateDocumentSchema.parse({
      template_id: 't',
      items: [
        { id: 'p', type: 'page', depth: 0, parent_id: null, title: 'Checks' },
        {
          id: 'ins',
          type: 'instruction',
          depth: 1,
          parent_id: 'p',
          title: 'Safety',
          options: {
            content:
              '<p><strong>Wear</strong> <span style="font-size: 24px; color: red">gloves</span></p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
            info_id: 'inf',
          },
        },
      ],
      info: [
        {
          uuid: 'inf',
          items: [
            { type: 'text', value: '<p><em>See</em> the manual</p>' },
            { type: 'link', value: 'https://example.org/manual' },
            { type: 'link', value: 'javascript:alert(1)' },
          ],
        },
      ],
    });
  }

  it('shows an instruction body formatted and sanitised, and its related info', async () => {
    mount(richDoc());
    const body = await screen.findByTestId('preview-content-ins');
    expect(body.innerHTML).toBe(
      '<p><strong>Wear</strong> <span style="font-size: 24px">gloves</span></p><a>bad</a>',
    );
    const info = screen.getByTestId('preview-info-ins');
    expect(await within(info).findByText('See')).toBeTruthy();
    expect(within(info).getByText('See').tagName).toBe('EM');
    expect(within(info).getByRole('link').getAttribute('href')).toBe('https://example.org/manual');
    expect(info.innerHTML).not.toMatch(/javascript:|<script|onerror/);
  });
});

describe('what rules and settings ask of an answer (ADR 191)', () => {
  /** The sample with "All fine?" required, a bounded number, and a No answer asking a note, media and an issue. */
  function demandingDoc(): TemplateDocument {
    const doc = sampleDoc();
    return {
      ...doc,
      items: doc.items.map((item) => {
        if (item.id === 'ok') return { ...item, options: { ...item.options, required: true } };
        if (item.id === 'a') return { ...item, options: { ...item.options, min: 10, max: 100 } };
        return item;
      }),
      rule_sets: [
        ruleSetSchema.parse(
          rules('rs1', [
            [
              group('and', when('ok', 'equals', NO)),
              [
                ruleAction('require_note', 'ok'),
                ruleAction('require_media', 'ok'),
                ruleAction('issue', 'ok', { title: 'Broken part' }),
              ],
            ],
          ]),
        ),
      ],
    };
  }

  it('marks a required choice question and shows a note field, a media requirement and the issue on No', () => {
    mount(demandingDoc());
    const question = screen.getByTestId('preview-item-ok');
    expect(question.textContent).toContain('All fine? *');
    expect(screen.queryByTestId('preview-note-ok')).toBeNull();
    fireEvent.click(screen.getByText('No'));
    const note = screen.getByTestId('preview-note-ok');
    expect(note.hasAttribute('required')).toBe(true);
    expect(screen.getByTestId('preview-media-ok').textContent).toContain('mediaRequired');
    expect(screen.getByTestId('preview-issue-ok').textContent).toContain('issueRaised');
    fireEvent.click(screen.getByText('Yes'));
    expect(screen.queryByTestId('preview-issue-ok')).toBeNull();
  });

  it('shows a bound violation on a number answer', () => {
    mount(demandingDoc());
    const input = screen.getByLabelText('First');
    fireEvent.change(input, { target: { value: '500' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('preview-item-a').textContent).toContain('answerProblems.valueBetween');
    fireEvent.change(input, { target: { value: '50' } });
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByTestId('preview-item-a').textContent).not.toContain('answerProblems');
  });
});
