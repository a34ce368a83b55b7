/** Parses the JSON inside a `<script type="application/json">` element; undefined when absent. */
export function parseJsonElement(doc: Document, id: string): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser took this page from its cache without asking the server: the data it
 * inlines may then be as old as the page's freshness lifetime.
 */
export function pageFromCache(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation !== undefined && navigation.transferSize === 0 && navigation.encodedBodySize > 0;
}
