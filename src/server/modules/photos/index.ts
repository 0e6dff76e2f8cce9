/** The photos module's door: what the app and other modules use of it. */
export { photoRoutes } from './routes.ts';
export { photoUrls } from './photo-urls.ts';
export { PHOTO_CONTENT_TYPE, photoKey, photoSizes, type PhotoSize } from './photo-files.ts';
export { photoErrors, photoLimits } from './process-photo.ts';
export { assertPhotoUsable, insertPhoto, type NewPhoto } from './photos.repo.ts';
export { uploadPhoto } from './upload-photo.ts';
export { removeUnreferencedPhotos } from './remove-unreferenced-photos.ts';
