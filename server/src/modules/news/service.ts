import { createNewsEditing } from './admin-articles';
import type { NewsDeps } from './deps';
import { createNewsReading } from './public-read';
import { contentVersion } from './version';

/**
 * News in the database (docs/decisions/0041-news-in-the-database.md): the public pages read the published languages of
 * articles whose day has come; support writes, publishes, withdraws and removes them in the back-office.
 */
export function createNewsService(deps: NewsDeps) {
  return {
    ...createNewsReading(deps),
    ...createNewsEditing(deps),
    contentVersion: () => contentVersion(deps.db, deps.clock.now()),
  };
}

export type NewsService = ReturnType<typeof createNewsService>;
