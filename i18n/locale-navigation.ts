import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for this routing, as it comes; the app's modules import `./navigation`, which adds the page loader to links and router. */
export const localeNavigation = createNavigation(routing);
