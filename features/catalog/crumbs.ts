import type { BreadCrumb } from '@/contracts/catalog';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { pages } from '@/contracts/pages';

/** `groupId` null is the catalogue root, any other a group's list. */
export const groupHref = (groupId: number | null) => (groupId == null ? pages.products() : pages.productGroup(groupId));

/** The trail from the home page through the API's catalogue crumbs, then an optional current page. */
export function crumbsOf(breadCrumbs: BreadCrumb[], homeName: string, current?: string): Crumb[] {
  return [
    { name: homeName, href: pages.home() },
    ...breadCrumbs.map((crumb) => ({ name: crumb.name, href: groupHref(crumb.groupId) })),
    ...(current ? [{ name: current }] : []),
  ];
}
