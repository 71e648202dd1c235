import { createTemplate, toServerShape } from '@fieldbook/domain/templates';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpenedTemplate } from '../api/template-editor-api';
import { useBrokenTemplate } from './use-broken-template';

const doc = createTemplate({ template_id: '0b6f6a52-4f5e-4a53-9d2e-5f9c6f1b2a10', title: 'Checks' });
const opened = (received: unknown): OpenedTemplate => ({
  doc,
  revision: 1,
  publishedVersion: null,
  received,
});

describe('useBrokenTemplate', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('finds a broken document once the browser is idle, not while the first screen is drawn', () => {
    const { result } = renderHook(() => useBrokenTemplate(opened({ ...toServerShape(doc), items: 'none' })));
    expect(result.current).toBe(false);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('leaves an intact document open', () => {
    const { result } = renderHook(() => useBrokenTemplate(opened(toServerShape(doc))));
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
  });

  it('checks nothing before the template has arrived', () => {
    const { result } = renderHook(() => useBrokenTemplate(undefined));
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);
  });
});
