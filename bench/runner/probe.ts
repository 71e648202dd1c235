// In-page timing for the runner benchmark, installed before any page script. Times are taken in the browser:
// the opening from the navigation's start (performance.now()), an answer from its key press's own timestamp; both
// end at the frame that shows the change painted (the next animation frame, then a task, as bench/builder/probe.ts).

/** One dependent calculation as it must look once an answer is in: its displayed value and its rule's colour. */
export interface ExpectedCalc {
  id: string;
  text: string;
  colored: boolean;
}

/** The milliseconds of one answer: until the DOM shows every dependent updated, and until that frame is painted. */
export interface AnswerTiming {
  dom: number;
  painted: number;
}

/**
 * The probe: records when the first question's input is in the page, visible and enabled (`answerableAt`, after
 * a forced layout) and when that frame is painted (`paintedAt`); `window.__runnerBench.arm(expected)` then times
 * the next key press to the painted frame in which every expected calculation shows its value and colour.
 */
export function runnerProbeScript(): string {
  return `(() => {
  const state = { answerableAt: null, paintedAt: null, pending: null };
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
  const answerable = () =>
    [...document.querySelectorAll('[data-testid^="preview-item-"] input:not([type=hidden]):not([type=file]), [data-testid^="preview-item-"] textarea')].some(
      (input) => !input.disabled && input.getBoundingClientRect().height > 0,
    );
  const first = new MutationObserver(() => {
    if (state.answerableAt !== null || !answerable()) return;
    void document.body.offsetHeight;
    state.answerableAt = performance.now();
    first.disconnect();
    afterPaint((at) => (state.paintedAt = at));
  });
  first.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  const shows = (expected) =>
    expected.every(({ id, text, colored }) => {
      const value = document.querySelector('[data-testid="preview-value-' + id + '"]');
      const item = document.querySelector('[data-testid="preview-item-' + id + '"]');
      if (!value || !item) return false;
      const painted = (item.getAttribute('style') || '').includes('border');
      return value.textContent === text && painted === colored;
    });
  window.__runnerBench = {
    state,
    arm(expected, timeoutMs) {
      let t0 = null;
      const onKey = (event) => {
        if (t0 === null) t0 = event.timeStamp;
      };
      window.addEventListener('keydown', onKey, true);
      state.pending = new Promise((resolve) => {
        const finish = (timing) => {
          observer.disconnect();
          clearTimeout(timer);
          window.removeEventListener('keydown', onKey, true);
          resolve(timing);
        };
        const observer = new MutationObserver(() => {
          if (t0 === null || !shows(expected)) return;
          observer.disconnect();
          void document.body.offsetHeight;
          const dom = performance.now() - t0;
          afterPaint((at) => finish({ dom, painted: at - t0 }));
        });
        observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
        const timer = setTimeout(() => finish({ dom: -1, painted: -1 }), timeoutMs);
      });
    },
  };
})();`;
}
