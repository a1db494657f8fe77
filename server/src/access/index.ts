export { areaGuard } from './guard';
export { loadVisible } from './load';
export { areas, dealerOf, installationScopeBranches, isDealerRole, mayEnter, scopeOf, type Area, type Resource, type Viewer } from './matrix';
