/**
 * How long a picked or recorded video or audio clip plays, in seconds (NaN when the browser cannot tell). A clip
 * that MediaRecorder wrote reports an infinite duration until the element is asked to seek past its end.
 */
export function clipDuration(file: Blob): Promise<number> {
  return new Promise((resolve) => {
    const element = document.createElement(file.type.startsWith('audio/') ? 'audio' : 'video');
    const url = URL.createObjectURL(file);
    const timer = setTimeout(() => done(Number.NaN), 5_000);
    const done = (seconds: number) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      element.removeAttribute('src');
      resolve(seconds);
    };
    element.preload = 'metadata';
    element.onerror = () => done(Number.NaN);
    element.onloadedmetadata = () => {
      if (Number.isFinite(element.duration)) return done(element.duration);
      element.ondurationchange = () => {
        if (Number.isFinite(element.duration)) done(element.duration);
      };
      element.currentTime = Number.MAX_SAFE_INTEGER;
    };
    element.src = url;
  });
}
