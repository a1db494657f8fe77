/** The path of a link's target without its query or fragment, or null for the current page (an href of a query only). */
export function pathOf(href: string | { pathname?: string | null }) {
  const path = typeof href === 'string' ? href.split(/[?#]/, 1)[0] : href.pathname;
  return path || null;
}
