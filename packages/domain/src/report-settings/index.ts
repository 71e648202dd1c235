export * from './report-layout.schema';
