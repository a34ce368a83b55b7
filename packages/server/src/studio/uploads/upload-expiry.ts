/**
 * How long an unfinished upload is kept: long enough to resume after a night offline, short
 * enough that abandoned halves of 300 MB panoramas do not pile up.
 */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
