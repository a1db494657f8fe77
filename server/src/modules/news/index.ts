/** News (docs/decisions/0041-news-in-the-database.md): the news module's public entry. */
export { default as newsRoutes } from './routes';
export { createNewsService, type NewsService } from './service';
export { newsSeeder } from './seed';
export { bumpContentVersion } from './version';
