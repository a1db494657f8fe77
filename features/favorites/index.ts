/** What app/ composes from the favourites feature. */
export { FavoriteToggle } from './components/favorite-toggle';
export { FavoritesList } from './components/profile-parts';
export { FavoritesPage } from './components/favorites-page';
