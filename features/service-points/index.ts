/** What app/ composes from the service points feature. */
export { ServicePointsExplorer } from './components/service-points-explorer';
export { ServicePointsTeaser } from './components/service-points-teaser';
