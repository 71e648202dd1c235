export * from './assignment-settings.schema';
