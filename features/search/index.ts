/** What app/ composes from the search feature. */
export { HeaderSearch } from './components/header-search';
export { SearchPage } from './components/search-page';
