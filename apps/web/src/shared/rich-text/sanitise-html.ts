import DOMPurify from 'dompurify';

/** Tags the rich-text toolbar produces; everything else is dropped (its text kept). */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'span'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'style'];
/** The only style declarations kept: what the font and size selects set. */
const ALLOWED_STYLES = new Set(['font-family', 'font-size']);
/** Web, mail and phone links, and paths within the app; never javascript: or data:. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/))/i;

const purifier = DOMPurify();

/** `style` narrowed to font family and size; null when nothing of it is left. */
function allowedStyle(style: string): string | null {
  const kept = style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => {
      const name = declaration.slice(0, declaration.indexOf(':')).trim().toLowerCase();
      return ALLOWED_STYLES.has(name) && !/url\(|expression\(/i.test(declaration);
    });
  return kept.length > 0 ? kept.join('; ') : null;
}

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  if (data.attrName === 'style') {
    if (node.nodeName !== 'SPAN') data.keepAttr = false;
    else {
      const style = allowedStyle(data.attrValue);
      if (style === null) data.keepAttr = false;
      else data.attrValue = style;
    }
  }
  if (['href', 'target', 'rel'].includes(data.attrName) && node.nodeName !== 'A') data.keepAttr = false;
  if (data.attrName === 'href' && !SAFE_URL.test(data.attrValue.trim())) data.keepAttr = false;
});

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer nofollow');
  else node.removeAttribute('target');
});

/**
 * Rich text made safe to show (ADR 165): only the toolbar's tags, links to web, mail and phone
 * addresses, and spans styled with a font family or size. Every place that shows stored HTML uses it.
 */
export function sanitiseRichText(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
