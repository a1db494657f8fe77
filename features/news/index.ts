/** What app/ composes from the news feature (docs/decisions/0041-news-in-the-database.md). */
export { getArticle, getNewsPage } from './api/server';
export { ArticleView } from './components/article-view';
export { NewsListPage } from './components/news-list-page';
export { ArticlePage, NewArticlePage } from './admin/components/article-page';
export { ArticlePreview } from './admin/components/article-preview';
export { NewsAdminPage } from './admin/components/news-admin-page';
