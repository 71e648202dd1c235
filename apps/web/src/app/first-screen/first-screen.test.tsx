import { FIRST_SCREEN, type FirstScreenPayload } from '@fieldbook/domain/common/first-screen';
import { toServerShape } from '@fieldbook/domain/templates';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDocument } from '../../modules/template-editor/store/test-doc';
import { testUser } from '../../test/test-user';
import { firstScreenRenderer } from './server-entry';
import { discardFirstScreen, drawnFirstScreen, takeOverFirstScreen } from './take-over';

// A first screen drawn on the server (ADR 182), end to end inside one process: the web's server-side entry draws
// the editor from the API answers, and the browser's take-over attaches the app to that HTML without drawing it
// again: React reports any difference between the two (a hydration mismatch), which would cost a second drawing.

const TEMPLATE_ID = '00000000-0000-4000-8000-0000000000aa';
const EDITOR = `/checklist/template/${TEMPLATE_ID}/edit`;

function payload(language: 'en' | 'de'): FirstScreenPayload {
  const doc = toServerShape({ ...testDocument(6), title: 'Boiler room walk' });
  return {
    language,
    skin: 'semi-dark',
    answers: {
      '/api/user/auth': testUser(['CKL_MANAGE_TEMPLATES']),
      [`/api/checklist/template/${TEMPLATE_ID}`]: {
        data: {
          ...doc,
          id: TEMPLATE_ID,
          template_id: TEMPLATE_ID,
          revision: 4,
          status: 'draft',
          published_version: null,
          archived: false,
          hidden: false,
        },
      },
    },
  };
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe("the server's first screen of the template editor", () => {
  it('is asked of the session and the template, and only for the pages that have one', () => {
    expect(firstScreenRenderer.calls(EDITOR)).toEqual([
      '/api/user/auth',
      `/api/checklist/template/${TEMPLATE_ID}`,
    ]);
    expect(firstScreenRenderer.calls('/checklist/templates')).toBeNull();
    expect(firstScreenRenderer.calls(`${EDITOR}/more`)).toBeNull();
  });

  it("draws the template's title and first rows in the payload's language", async () => {
    const english = await firstScreenRenderer.render(EDITOR, payload('en'));
    expect(english?.html).toContain('Boiler room walk');
    expect(english?.html).toContain('data-testid="row-title"');
    expect(english?.html).toContain('>Q1<');
    expect(english?.html).toContain('Saved');
    const german = await firstScreenRenderer.render(EDITOR, payload('de'));
    expect(german?.html).toContain('Gespeichert');
    expect(german?.html).not.toContain('Saved');
  });

  it('draws nothing without a session answer or for a page without a first screen', async () => {
    const signedOut = { ...payload('en'), answers: { ...payload('en').answers, '/api/user/auth': null } };
    expect(await firstScreenRenderer.render(EDITOR, signedOut)).toBeNull();
    expect(await firstScreenRenderer.render('/checklist/templates', payload('en'))).toBeNull();
  });

  it('is taken over by the browser without a second drawing', async () => {
    const drawn = await firstScreenRenderer.render(EDITOR, payload('en'));
    window.history.replaceState(null, '', EDITOR);
    document.body.innerHTML =
      `<div id="root">${drawn?.html ?? ''}</div>` +
      `<script type="application/json" id="${FIRST_SCREEN.scriptId}">${JSON.stringify(payload('en'))}</script>`;
    const title = screen.getByTestId('editor-title');
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const taken = drawnFirstScreen(document);
    expect(taken).not.toBeNull();
    const attaching = takeOverFirstScreen(document.getElementById('root')!, taken!);
    expect(attaching).not.toBeNull();
    const app = await attaching!;
    // The toolbar is drawn by the browser alone, in the render after the app has the page.
    await screen.findByTestId('cmd-undo', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('save-status').dataset.status).toBe('saved'));
    expect(screen.getByTestId('editor-title')).toBe(title);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    act(() => app.unmount());
  });
});

describe('a drawn first screen the browser would start differently', () => {
  it('is not taken over, and is cleared for the loading screen', () => {
    const german = payload('de');
    document.body.innerHTML =
      `<div id="root"><p>drawn</p></div>` +
      `<script type="application/json" id="${FIRST_SCREEN.scriptId}">${JSON.stringify(german)}</script>`;
    document.documentElement.classList.add(FIRST_SCREEN.htmlClass);
    expect(drawnFirstScreen(document)).toBeNull();
    const root = document.getElementById('root')!;
    discardFirstScreen(document, root);
    expect(root.innerHTML).toBe('');
    expect(document.documentElement.classList.contains(FIRST_SCREEN.htmlClass)).toBe(false);
  });

  it('is not found in a page without a payload or with a broken one', () => {
    document.body.innerHTML = `<div id="root"></div>`;
    expect(drawnFirstScreen(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${FIRST_SCREEN.scriptId}">{"lang</script>`;
    expect(drawnFirstScreen(document)).toBeNull();
  });
});
