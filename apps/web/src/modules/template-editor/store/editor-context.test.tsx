import { createTemplate } from '@fieldbook/domain/templates';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditorStoreProvider, useEditorSelector, useLaggingEditorSelector } from './editor-context';
import { createEditorStore } from './editor-store';

describe('useLaggingEditorSelector', () => {
  it('follows the store one task after a change, where useEditorSelector follows at once', async () => {
    vi.useFakeTimers();
    const store = createEditorStore(createTemplate({ template_id: 't' }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EditorStoreProvider store={store}>{children}</EditorStoreProvider>
    );
    const now = renderHook(() => useEditorSelector((state) => state.multiSelect), { wrapper });
    const later = renderHook(() => useLaggingEditorSelector((state) => state.multiSelect), { wrapper });
    act(() => store.setMultiSelect(true));
    expect([now.result.current, later.result.current]).toEqual([true, false]);
    await act(() => vi.runAllTimersAsync());
    expect([now.result.current, later.result.current]).toEqual([true, true]);
    vi.useRealTimers();
  });
});
