/** What app/ composes from the objects feature. */
export { ObjectsPage, ObjectsSection } from './components/objects-page';
export { ObjectView } from './components/object-view';
