export * from './system';
export * from './accounts';
