import { z } from 'zod';

/**
 * Turns off zod's compiled (eval) fast path for the web app. The server's Content-Security-Policy forbids eval,
 * so zod's probe for it only reported a CSP violation on every page; and compiling each object schema on its
 * first use made the one parse of a 2,000-item template slower, not faster (ADR 177).
 */
export function setupZod(): void {
  z.config({ jitless: true });
}
