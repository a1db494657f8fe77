export * from './common';
export * from './validation';
export * from './health';
export * from './roles';
export * from './catalog';
