export * from './common';
export * from './validation';
export * from './health';
export * from './roles';
export * from './catalog';
export * from './auth';
export * from './profile';
export * from './notifications';
