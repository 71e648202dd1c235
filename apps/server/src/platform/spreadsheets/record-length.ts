import { SheetLimitError } from './sheet-limits';

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Counts the characters of the current record — since the last line break outside quotes — so neither a line
 * without breaks nor a quoted cell running over many lines makes the parser gather more than `maxChars`.
 */
export function recordLengthGuard(maxChars: number): (text: string) => void {
  let run = 0;
  let quoted = false;
  return (text) => {
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code === QUOTE) quoted = !quoted;
      else if (!quoted && (code === LF || code === CR)) {
        run = 0;
        continue;
      }
      run += 1;
      if (run > maxChars) throw new SheetLimitError('line_length', maxChars);
    }
  };
}
