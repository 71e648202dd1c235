export {
  findUploadedFile,
  forgetUploadedFiles,
  recordUploadedFile,
  servedFileByKey,
  uploadedFilesById,
  type UploadedFile,
} from './uploaded-files.repo';
export { sendStoredFile, type ServedFile, type ServeOptions } from './send-stored-file';
export { printBoxQuery, sendPrintableFile, type PrintBox } from './print-rendition';
