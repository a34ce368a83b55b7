export { DraftUploads, UPLOAD_CHUNK_BYTES } from './draft-uploads.js';
