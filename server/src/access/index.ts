export { areaGuard } from './guard';
export { loadVisible } from './load';
export { areas, dealerOf, DEALER_ROLES, installationScopeBranches, isDealerRole, mayEnter, scopeOf, type Area, type Resource, type Viewer } from './matrix';
