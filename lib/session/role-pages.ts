import { dealerRoles, type RoleName } from '@/contracts/constants';

/**
 * The pages a role has besides the profile and notifications (spec section 2): an installer's own pages,
 * a dealer's installers and company, support's certification requests. The header's profile menu and the narrow-screen profile page both list them; `key`
 * is the text's key in either's messages.
 */
export function rolePages(role: RoleName) {
  const keys = [
    ...(role === 'INSTALLER' ? (['calendar', 'license', 'rating', 'dealer'] as const) : []),
    ...(dealerRoles.includes(role) ? (['installers', 'company'] as const) : []),
    ...(role === 'ADMIN' ? (['certifications'] as const) : []),
  ];
  const hrefs: Partial<Record<(typeof keys)[number], string>> = { company: '/dealer', certifications: '/certification-requests' };
  return keys.map((key) => ({ key, href: hrefs[key] ?? `/${key}` }));
}
