export { areaGuard } from './guard';
export { loadVisible, mayView } from './load';
export { areas, dealerOf, installationScopeBranches, isDealerRole, mayEnter, scopeOf, type Area, type Resource, type Viewer } from './matrix';
