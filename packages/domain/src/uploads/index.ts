export * from './upload-messages';
export * from './upload-limits';
export * from './file-names';
export * from './upload-texts';
