/** Links found in a message, so the dev mailbox can make them clickable and tests can follow them. */
export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]);
}
