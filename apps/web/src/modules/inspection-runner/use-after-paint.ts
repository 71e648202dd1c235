import { useEffect, useState } from 'react';

/**
 * `value`, but only once the frame showing the render that changed it has been painted: work that follows it (the
 * runner's count of required answers over the whole template) runs after an answer is on screen, not before.
 */
export function useAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [value]);
  return painted;
}
