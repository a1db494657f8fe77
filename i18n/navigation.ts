import { localeNavigation } from './locale-navigation';

export const { redirect, usePathname, getPathname } = localeNavigation;
export { Link } from './link';
export { useRouter } from './router';
