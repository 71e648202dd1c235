export {
  findUploadedFile,
  forgetUploadedFiles,
  recordUploadedFile,
  servedFileByKey,
  uploadedFilesById,
  type UploadedFile,
} from './uploaded-files.repo';
export { sendStoredFile, type ServedFile, type ServeOptions, type StoredPrintCopy } from './send-stored-file';
export { printBoxQuery, sendPrintableFile, type PrintBox } from './print-rendition';
export { PRINT_COPY_BOX, storePrintCopy } from './print-copy';
