import { z } from 'zod';
import { draftCubePiecesSchema } from './draft-cube.js';
import type { SniffedType } from './sniff-file.js';

/** What an uploaded file is for; decides its limits and how it is inspected. */
export const DRAFT_FILE_KINDS = ['panorama', 'image', 'plan', 'video'] as const;

/** What an uploaded file is for. */
export const draftFileKindSchema = z.enum(DRAFT_FILE_KINDS);

/** What an uploaded file is for. */
export type DraftFileKindName = z.infer<typeof draftFileKindSchema>;

const MB = 1024 * 1024;

const IMAGE_TYPES = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic', 'heif'],
} as const satisfies Partial<Record<SniffedType, readonly string[]>>;

/**
 * Largest file and accepted content types (with their usual extensions), by kind. The types are
 * those the tiler publishes: JPEG, PNG and WebP images (what `probeImage` decodes; TIFF is
 * refused rather than accepted and then failed by inspection), HEIC (every iPhone's photos),
 * which the server stores as JPEG when the upload finishes, and MP4 video (QuickTime `.mov`
 * shares its box structure and plays as MP4; WebM does not, and the tour's video is MP4 or
 * HLS). Sizes:
 * a 300-megapixel panorama (the tiler's decode limit) is about 100–250 MB as a good JPEG;
 * floor plans and photos are far smaller than 30 MB; 2 GB holds minutes of 4K walkthrough.
 */
export const UPLOAD_LIMITS = {
  panorama: { maxBytes: 300 * MB, types: IMAGE_TYPES },
  image: { maxBytes: 30 * MB, types: IMAGE_TYPES },
  plan: { maxBytes: 30 * MB, types: IMAGE_TYPES },
  video: { maxBytes: 2048 * MB, types: { 'video/mp4': ['mp4', 'm4v'], 'video/quicktime': ['mov'] } },
} as const satisfies Record<
  DraftFileKindName,
  { maxBytes: number; types: Readonly<Partial<Record<SniffedType, readonly string[]>>> }
>;

const TYPE_WORDS: Record<SniffedType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'video/mp4': 'MP4',
  'video/quicktime': 'MOV',
};

/** `JPEG, PNG, WebP or HEIC`: the types a kind takes, in words. */
export function acceptedTypeWords(kind: DraftFileKindName): string {
  const words = Object.keys(UPLOAD_LIMITS[kind].types).map((type) => TYPE_WORDS[type as SniffedType]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
}

const TYPE_EXTENSIONS: Record<SniffedType, readonly string[]> = {
  ...IMAGE_TYPES,
  ...UPLOAD_LIMITS.video.types,
};

/**
 * `name` with the extension its content type takes: kept when it is one of the type's, else
 * replaced (an Insta360 `.insp` that is a JPEG is stored as `.jpg`).
 */
export function withTypeExtension(name: string, type: SniffedType): string {
  const extensions: readonly string[] = TYPE_EXTENSIONS[type];
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  return extensions.includes(extension.toLowerCase()) ? name : `${stem}.${extensions[0] ?? ''}`;
}

/**
 * What an upload declares before its first byte: the tus `Upload-Metadata` and `Upload-Length`.
 * `filetype` is the content type the studio recognised in the file's bytes (`sniffFile`).
 */
export interface UploadDeclaration {
  kind: DraftFileKindName;
  filename: string;
  filetype: string;
  bytes: number;
}

/** Why an upload is refused before it starts, as a problem code of the API and a sentence. */
export interface UploadRefusal {
  code: 'payload_too_large' | 'unsupported_media_type';
  detail: string;
}

const withArticle = (kind: string) => `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;

function formatBytes(bytes: number): string {
  return bytes >= 1024 * MB ? `${bytes / (1024 * MB)} GB` : `${Math.round(bytes / MB)} MB`;
}

/**
 * Checks an upload's declared size and content type against {@link UPLOAD_LIMITS}; the name's
 * extension does not count (cameras name files as they like). The studio runs it before
 * sending a byte and the server again on creation; the server also sniffs the bytes
 * themselves once they are all there.
 */
export function checkUpload(upload: UploadDeclaration): UploadRefusal | null {
  const limits = UPLOAD_LIMITS[upload.kind];
  const name = upload.filename;
  if (upload.bytes > limits.maxBytes) {
    return {
      code: 'payload_too_large',
      detail: `${name}: ${formatBytes(upload.bytes)} is more than the ${formatBytes(limits.maxBytes)} ${withArticle(upload.kind)} may have`,
    };
  }
  if (!Object.hasOwn(limits.types, upload.filetype.toLowerCase())) {
    return {
      code: 'unsupported_media_type',
      detail: `${name}: ${withArticle(upload.kind)} must be ${acceptedTypeWords(upload.kind)} (got ${upload.filetype || 'a type not recognised'})`,
    };
  }
  return null;
}

/** A problem found in an uploaded file, located like the CLI's (`kitchen.jpg: …`). */
export const fileProblemSchema = z.object({ code: z.string(), message: z.string() });

/** A file of a tour's draft, as the studio API shows it. */
export const draftFileSchema = z.object({
  name: z.string(),
  kind: draftFileKindSchema,
  sha256: z.string(),
  bytes: z.number().int(),
  width: z.number().optional(),
  height: z.number().optional(),
  problems: z.array(fileProblemSchema).nullable(),
  /** A panorama's editing cube, once inspection rendered it. */
  cube: draftCubePiecesSchema.optional(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});

/** A file of a tour's draft. */
export type DraftFileView = z.infer<typeof draftFileSchema>;

/** `GET /api/studio/tours/{tourCode}/files`: the draft's files, by name. */
export const draftFileListSchema = z.object({ files: z.array(draftFileSchema) });

/** The job kind that inspects an uploaded draft file. */
export const INSPECT_JOB_KIND = 'inspect';

/** What an `inspect` job is given: the tour and the draft file's name. */
export const inspectJobPayloadSchema = z.object({ code: z.string(), name: z.string() });

/** What an `inspect` job is given. */
export type InspectJobPayload = z.infer<typeof inspectJobPayloadSchema>;
