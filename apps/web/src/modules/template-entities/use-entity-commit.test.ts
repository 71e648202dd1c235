import type { OpResult, TemplateDocument } from '@fieldbook/domain/templates';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEntityCommit } from './use-entity-commit';

const doc = {} as TemplateDocument;

describe('useEntityCommit', () => {
  it('applies the operation and closes the modal when the document takes it', () => {
    const apply = vi.fn((op: (d: TemplateDocument) => OpResult) => op(doc));
    const onClose = vi.fn();
    const { result } = renderHook(() => useEntityCommit({ apply, onClose }));
    act(() => result.current.commit((d) => ({ ok: true, doc: d })));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.refused).toBe(false);
  });

  it('keeps the modal open and says so when the document refuses the operation', () => {
    const refusal = { ok: false, conflicts: [] } as unknown as OpResult;
    const apply = vi.fn(() => refusal);
    const onClose = vi.fn();
    const { result } = renderHook(() => useEntityCommit({ apply, onClose }));
    act(() => result.current.commit(() => refusal));
    expect(onClose).not.toHaveBeenCalled();
    expect(result.current.refused).toBe(true);
  });
});
