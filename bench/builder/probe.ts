// In-page timing for the builder benchmark. Each interaction is timed inside the browser, from the
// trigger event's own timestamp (pointer down, key down or pointer up) to the moment a MutationObserver
// sees the expected DOM change, after a forced layout. The same code times both builders.

/** A DOM condition the page is waited into, described as data so it crosses into the browser. */
export type Expect =
  | { kind: 'present'; selector: string }
  | { kind: 'text'; selector: string; contains: string; negate?: boolean }
  | { kind: 'attribute'; selector: string; attribute: string; contains: string; negate?: boolean }
  | { kind: 'before'; selector: string; attribute: string; first: string; second: string };

/**
 * The script installed before any page script: records when the first item is in the page (ms since navigation,
 * after a forced layout), when the frame that shows it has been painted (the next animation frame, then a task:
 * no frame is drawn while a stylesheet still blocks rendering), and when the builder works (`workingSelector`: an
 * element the builder draws only once its code runs; the first item itself for a builder drawn in the browser).
 */
export function probeScript(firstItemSelector: string, workingSelector = firstItemSelector): string {
  return `(() => {
  const state = { t0: null, firstItemAt: null, firstPaintAt: null, workingAt: null, pending: null };
  const matches = (expect) => {
    if (expect.kind === 'present') return document.querySelector(expect.selector) !== null;
    if (expect.kind === 'text') {
      const el = document.querySelector(expect.selector);
      const has = el !== null && (el.textContent || '').includes(expect.contains);
      return expect.negate ? el !== null && !has : has;
    }
    if (expect.kind === 'attribute') {
      const el = document.querySelector(expect.selector);
      const has = el !== null && (el.getAttribute(expect.attribute) || '').includes(expect.contains);
      return expect.negate ? el !== null && !has : has;
    }
    const names = [...document.querySelectorAll(expect.selector)].map((e) => e.getAttribute(expect.attribute));
    const a = names.indexOf(expect.first);
    const b = names.indexOf(expect.second);
    return a >= 0 && b >= 0 && a < b;
  };
  const afterPaint = () => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        state.firstPaintAt = performance.now();
      };
      channel.port2.postMessage(0);
    });
  };
  const watchFirst = new MutationObserver(() => {
    if (state.firstItemAt === null && document.querySelector(${JSON.stringify(firstItemSelector)})) {
      void document.body.offsetHeight;
      state.firstItemAt = performance.now();
      afterPaint();
    }
    if (state.workingAt === null && document.querySelector(${JSON.stringify(workingSelector)})) {
      void document.body.offsetHeight;
      state.workingAt = performance.now();
    }
    if (state.firstItemAt !== null && state.workingAt !== null) watchFirst.disconnect();
  });
  watchFirst.observe(document, { childList: true, subtree: true });
  window.__bench = {
    state,
    matches,
    arm(types, expect, timeoutMs) {
      state.t0 = null;
      const onEvent = (event) => {
        if (state.t0 === null) state.t0 = event.timeStamp;
      };
      for (const type of types) window.addEventListener(type, onEvent, true);
      state.pending = new Promise((resolve) => {
        const finish = (ms) => {
          observer.disconnect();
          clearTimeout(timer);
          for (const type of types) window.removeEventListener(type, onEvent, true);
          resolve(ms);
        };
        const observer = new MutationObserver(() => {
          if (state.t0 !== null && matches(expect)) {
            void document.body.offsetHeight;
            finish(performance.now() - state.t0);
          }
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
        const timer = setTimeout(() => finish(-1), timeoutMs);
      });
    },
  };
})();`;
}
