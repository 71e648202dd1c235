import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { createSaveStatus } from '../save/save-status';
import { testDocument } from '../store/test-doc';
import { EditorHeader } from './editor-header';
import { renderWithEditor } from './editor-harness.test-utils';

afterEach(cleanup);

describe('editor header', () => {
  it('links to the translation screen of the template being edited', () => {
    renderWithEditor(
      testDocument(1),
      <MemoryRouter>
        <EditorHeader
          statusStore={createSaveStatus()}
          publishedVersion={null}
          publishing={false}
          onPublish={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('open-translations').getAttribute('href')).toBe(
      '/checklist/template/template-1/trans',
    );
  });
});
