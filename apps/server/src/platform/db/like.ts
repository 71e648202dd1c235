/** LIKE text with the user's %, _ and \ taken literally; every search box builds its pattern from it. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** LIKE pattern that finds `text` anywhere (a search for `50%` finds that text, not everything). */
export function likePattern(text: string): string {
  return `%${likeEscape(text)}%`;
}
