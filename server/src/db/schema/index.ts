export * from './system';
export * from './accounts';
export * from './auth';
export * from './notifications';
export * from './sms';
export * from './catalog';
export * from './addresses';
export * from './uploads';
