export { importTour } from './import/import-tour.js';
export type { ImportOptions, ImportProgress, ImportResult, StorageLocation } from './import/import-tour.js';
export { listTours, removeTour, showTour, showTourWithUnbrandedCode } from './commands/tours.js';
export {
  addUser,
  listUsers,
  removeUser,
  resetPassword,
  type NewUser,
  type UserSummary,
} from './commands/users.js';
export { enquiriesToCsv, enquiriesToJson, listEnquiries, type EnquiryFilter } from './commands/enquiries.js';
export { backupSite, restoreSite } from './commands/backup.js';
export { validateFolder, type ImportPlan } from './validate/validate-folder.js';
export { initTour, STARTER_MANIFEST, type InitOptions, type InitResult } from './init/init-tour.js';
export { TourError, type TourErrorCode } from './errors.js';
// The bench measures an import's floor with the face size and tile encoding an import uses.
export { faceSizeFor } from './pyramid/scene-tiles.js';
export { inlinePreviewOf, INLINE_PREVIEW_FACE_SIZE } from './pyramid/inline-preview.js';
export { WEBP as TILE_WEBP } from './pyramid/encode.js';
export { reprojectionNsPerPixel } from './project/kernel-timing.js';
export { inspectDraftFile, type InspectOptions, type InspectResult } from './studio/inspect-draft-file.js';
export { inspectJob, type InspectJobContext } from './studio/inspect-job.js';
export {
  publishDraft,
  type Actor,
  type PublishDraftOptions,
  type PublishProgress,
} from './studio/publish-draft.js';
export { previewDraft, PREVIEW_TTL_MS, type PreviewDraftOptions } from './studio/preview-draft.js';
export { rollbackTour } from './studio/rollback-tour.js';
export { exportVersion, type ExportResult } from './studio/export-version.js';
export {
  renderDraftCube,
  DRAFT_FACE_SIZE,
  DRAFT_PREVIEW_FACE_SIZE,
  type DraftCube,
} from './studio/draft-cube.js';
export { renderDraftPlan } from './studio/draft-plan.js';
export { renderDraftThumbnail, type ThumbnailKind } from './studio/draft-thumbnail.js';
export { heicToJpeg } from './studio/heic-to-jpeg.js';
// The face benchmark measures the detector the inspection proposes blur regions with.
export { detectFaces, MIN_FACE_SCORE, type FaceBox } from './faces/face-detector.js';
export { proposeFaces } from './faces/propose-faces.js';
