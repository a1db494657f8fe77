import type { RoleName } from '@/contracts/constants';
import { mayOpen } from '@/lib/guards';
import { pages } from '@/contracts/pages';

/**
 * The pages a role has besides the profile and notifications (docs/access.md#pages-guards-and-links): an installer's own pages,
 * a dealer's installers and company, support's certification requests and back-office. The header's profile menu and the
 * narrow-screen profile page both list them; `key` is the text's key in either's messages. A page is listed
 * when its guard lets the role in (lib/guards.ts, read from the API's areas), so no link leads to a refusal.
 */
export function rolePages(role: RoleName) {
  const listed = [
    { key: 'calendar', href: pages.calendar() },
    { key: 'license', href: pages.license() },
    { key: 'rating', href: pages.rating() },
    { key: 'installers', href: pages.installers() },
    // /dealer is an installer's dealer, or a dealer role's own company.
    { key: role === 'INSTALLER' ? 'dealer' : 'company', href: pages.dealer() },
    { key: 'certifications', href: pages.certificationRequests() },
    { key: 'backOffice', href: pages.admin() },
  ] as const;
  return listed.filter((page) => mayOpen(page.href, { role })).map(({ key, href }) => ({ key, href }));
}
