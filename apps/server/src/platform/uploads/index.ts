export { detectContentType, isUtf8Text, type DetectedType } from './detect-type';
export { inspectUpload, type InspectOptions, type InspectedUpload } from './inspect-upload';
export { UploadRejectedError } from './upload-rejected-error';
export { storeUpload, type StoredUpload } from './store-upload';
