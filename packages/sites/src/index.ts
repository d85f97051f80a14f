export * from './sites.ts';
export * from './resolve.ts';
export * from './preferences.ts';
export * from './content-locales.ts';
