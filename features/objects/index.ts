/** What app/ composes from the objects feature. */
export { ObjectsPage } from './components/objects-page';
export { ObjectsSection } from './components/profile-parts';
export { ObjectView } from './components/object-view';
