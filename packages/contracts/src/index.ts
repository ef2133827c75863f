export * from './auth';
export * from './boot';
export * from './case';
export * from './config';
export * from './http';
export * from './locales';
export * from './pages';
export * from './shell';
