import texts from './messages.json';

/** The upload and file-manager texts in every language, merged into the server and web catalogues from here. */
export const UPLOAD_TEXTS = texts;
