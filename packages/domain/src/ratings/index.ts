export * from './rating-settings.schema';
