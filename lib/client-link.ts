/** Spread on a plain `<a>` of an app page to have it navigate without a reload, as next/link does. */
export const clientLink = { 'data-client-link': '' } as const;

/** The in-app path a click should navigate to, or null where the browser should handle the click itself. */
export function clientLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[data-client-link]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin) return null;
  return link.pathname + link.search + link.hash;
}
