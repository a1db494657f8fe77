/** What app/ composes from the news feature. */
export { articles, findArticle } from './articles';
export { ArticlePage } from './components/article-page';
export { NewsListPage } from './components/news-list-page';
export { newsTexts } from './content';
