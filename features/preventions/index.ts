/** What app/ composes from the preventions feature (into the installation card's slots). */
export { PreventionActions } from './components/prevention-actions';
export { PlannedVisit } from './components/planned-visit';
export { ServiceLog, ServiceLogTitle } from './components/service-log';
