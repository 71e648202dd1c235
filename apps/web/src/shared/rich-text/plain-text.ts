/** The visible text of stored rich text, for one-line excerpts and labels (parsed inert: nothing runs). */
export function plainText(html: string): string {
  if (!/<[a-z/]/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|li)>/gi, '</$1> '), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
