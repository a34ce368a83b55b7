/**
 * Text safe inside a double-quoted HTML attribute value or element content. Operator text
 * (tour titles, room names) reaches HTML in snippets and page heads through this one rule.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
