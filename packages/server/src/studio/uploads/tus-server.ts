import { randomBytes } from 'node:crypto';
import {
  checkUpload,
  draftFileKindSchema,
  problemOf,
  UPLOAD_LIMITS,
  type Problem,
  type UploadDeclaration,
  type UploadRefusal,
} from '@tourview/schema';
import { Server, type Locker, type ServerOptions, type Upload } from '@tus/server';
import { finishUpload, type FinishDeps } from './finish-upload.js';
import { reserveUpload } from './upload-quota.js';

/** Who uploads to which tour, and which upload a request is about (none on creation). */
export interface UploadRequest {
  code: string;
  uploadId?: string;
  account: { id: string; email: string };
}

type TusRequest = Parameters<NonNullable<ServerOptions['namingFunction']>>[0];

/** The URL of an upload: `<id>` is the last segment, without the store's prefix and tour code. */
export function uploadUrl(code: string, uploadId: string): string {
  return `/api/studio/tours/${code}/uploads/${uploadId}`;
}

/** A tus error answer: tus sends `status_code` and `body` as they are. */
function tusAnswer(body: Problem) {
  return { status_code: body.status, body: JSON.stringify(body) };
}

function tusProblem(
  refusal: UploadRefusal | { code: 'tour_not_found' | 'validation_failed'; detail?: string },
) {
  return tusAnswer(problemOf(refusal.code, refusal.detail ? { detail: refusal.detail } : {}));
}

function declarationOf(upload: Upload): UploadDeclaration | null {
  const kind = draftFileKindSchema.safeParse(upload.metadata?.kind);
  const filename = upload.metadata?.filename;
  const filetype = upload.metadata?.filetype;
  if (!kind.success || !filename || !filetype || upload.size === undefined) return null;
  return { kind: kind.data, filename, filetype, bytes: upload.size };
}

/**
 * The tus server behind the upload routes. The routes have checked the account and the tour,
 * and hand each request over with {@link UploadRequest} in `requests`; uploads are stored as
 * `<prefix><code>.<id>`, so an id is only ever found under its own tour. `locker` keeps two
 * requests from writing one upload at once.
 */
export function createTusServer(
  deps: FinishDeps,
  requests: WeakMap<object, UploadRequest>,
  locker: Locker,
): Server {
  const { keyPrefix } = deps.uploads;
  const requestOf = (req: TusRequest): UploadRequest => {
    const node = req.runtime?.node?.req;
    const found = node && requests.get(node);
    if (!found) throw new Error('an upload request reached tus without passing the upload routes');
    return found;
  };
  const storeId = (code: string, uploadId: string) => `${keyPrefix}${code}.${uploadId}`;
  return new Server({
    path: '/api/studio/tours',
    datastore: deps.uploads.datastore,
    locker,
    maxSize: Math.max(...Object.values(UPLOAD_LIMITS).map((l) => l.maxBytes)),
    disableTerminationForFinishedUploads: true,
    namingFunction: (req) => storeId(requestOf(req).code, randomBytes(16).toString('hex')),
    generateUrl: (req, { id }) => uploadUrl(requestOf(req).code, id.slice(id.lastIndexOf('.') + 1)),
    getFileIdFromRequest: (req) => {
      const { code, uploadId } = requestOf(req);
      return uploadId === undefined ? undefined : storeId(code, uploadId);
    },
    onUploadCreate: async (req, upload) => {
      const declared = declarationOf(upload);
      if (!declared)
        throw tusProblem({
          code: 'validation_failed',
          detail: 'An upload needs Upload-Length and the metadata filename, filetype and kind.',
        });
      const refusal = checkUpload(declared);
      if (refusal) throw tusProblem(refusal);
      const { code, account } = requestOf(req);
      const starting = { id: upload.id, code, account, filename: declared.filename, bytes: declared.bytes };
      const overQuota = await reserveUpload(deps.quota, starting, deps.now());
      if (overQuota) throw tusAnswer(overQuota);
      return {};
    },
    onUploadFinish: async (req, upload) => {
      const declared = declarationOf(upload);
      if (!declared) throw tusProblem({ code: 'validation_failed' });
      const { code, account } = requestOf(req);
      const done = await finishUpload(deps, { id: upload.id, code, declared, by: account });
      if ('refusal' in done) throw tusProblem(done.refusal);
      if ('gone' in done) throw tusProblem({ code: 'tour_not_found' });
      return { headers: { 'tourview-draft-file': done.file.name } };
    },
  });
}
