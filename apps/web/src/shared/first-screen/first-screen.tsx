import type { FirstScreenPayload } from '@fieldbook/domain/common/first-screen';
import { createContext, useContext, useEffect, type ReactNode } from 'react';

/**
 * A first screen the server drew (ADR 182) as the app sees it while it draws the same screen: on the server for
 * the HTML, and in the browser once, when it takes that HTML over (hydration). An answer is spent once the page
 * that read it is on screen, so that page opened again later fetches its data afresh.
 */
export interface FirstScreen {
  payload: FirstScreenPayload;
  spent: Set<string>;
}

const FirstScreenContext = createContext<FirstScreen | null>(null);

/** Starts a first screen from its payload. */
export function firstScreenOf(payload: FirstScreenPayload): FirstScreen {
  return { payload, spent: new Set() };
}

/** Hands the drawn screen's payload to the components below. */
export function FirstScreenProvider({ value, children }: { value: FirstScreen | null; children: ReactNode }) {
  return <FirstScreenContext value={value}>{children}</FirstScreenContext>;
}

/** The payload of the first screen the server drew, or null when there is none. */
export function useFirstScreen(): FirstScreenPayload | null {
  return useContext(FirstScreenContext)?.payload ?? null;
}

/**
 * The answer of an API GET (path under /api) the first screen was drawn from, until the component reading it is
 * on screen; a page's query takes it as its initial data, so the server and the browser draw the same thing
 * without a request. React may hydrate a page after the rest of the app, so the answer is spent by its reader.
 */
export function useFirstScreenAnswer(path: string): unknown {
  const screen = useContext(FirstScreenContext);
  const answer = screen && !screen.spent.has(path) ? screen.payload.answers[path] : undefined;
  useEffect(() => {
    if (answer !== undefined) screen?.spent.add(path);
  }, [screen, path, answer]);
  return answer;
}
