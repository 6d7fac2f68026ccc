// The stored photos (DATA_DIR/uploads, served at /uploads/: the grading photos and the collector's own photos alike),
// how a photo is read and re-encoded, and a copy's own photos (issue 13 point 5), as other code sees them.
export { photoRoutes } from './routes.ts';
export { checkStoredPhoto, PhotoRefused, preparePhoto, shrinkStoredPhoto } from './photo.ts';
export { receivePhotos, type PhotoForm } from './intake.ts';
export { PHOTO_NOT_FOUND } from './service.ts';
export { PhotoStore, UPLOADS_PREFIX, uploadsDir, type PhotoBatch } from './uploads.ts';
export { uploadRoutes } from './uploads-route.ts';
export {
  allPhotoFiles, copyPhotoFile, insertItemPhotos, insertPhotoRows, itemPhotos, photoFilesOfCopy, photoRowsOf, photosByItem, unnamedPhotoFiles, type StoredPhoto,
} from './queries.ts';
