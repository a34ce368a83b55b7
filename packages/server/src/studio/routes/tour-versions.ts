import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  studioJobSchema,
  studioVersionListSchema,
  studioVersionSchema,
  tourCodeSchema,
} from '@tourview/schema';
import type { TourVersion } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { accountOf } from '../access.js';
import { zipFolder } from '../zip-folder.js';
import { jobView, queueDraftBuild } from './tour-jobs.js';
import type { StudioRouteOptions } from './options.js';
import { recordAudit } from './record-audit.js';
import { problems, SIGNED_IN } from './schemas.js';
import { actorOf } from '../tour-access.js';

const params = z.object({ tourCode: tourCodeSchema });
const versionParams = params.extend({ number: z.coerce.number().int().min(1).max(1_000_000_000) });

/**
 * The version's tour folder, written to a scratch directory and zipped; the directory is
 * removed once the zip has been read.
 */
async function zipVersion(options: StudioRouteOptions, version: TourVersion) {
  const dir = await mkdtemp(join(tmpdir(), 'tourview-export-'));
  try {
    await writeFile(join(dir, 'tour.json'), `${JSON.stringify(version.manifest, null, 2)}\n`);
    const names = Object.keys(version.files).sort();
    for (const name of names) {
      const file = version.files[name];
      if (file) await options.uploads.sources.copyTo(file.sha256, join(dir, name));
    }
    const zip = zipFolder(dir, ['tour.json', ...names]);
    zip.once('close', () => void rm(dir, { recursive: true, force: true }));
    return zip;
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A rolled-back version as the studio shows it: the live one, without its contents. */
function liveSummary(version: TourVersion) {
  const { code: _code, record: _record, manifest: _manifest, files: _files, ...summary } = version;
  return { ...summary, live: true };
}

const versionListRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours/:tourCode/versions',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Every published version, newest first, with who published it and when',
        params,
        response: { 200: studioVersionListSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      const versions = (await storage.listVersions(tourCode)).map(({ code: _code, ...v }) => v);
      return reply.header('cache-control', 'no-store').send({ versions });
    },
  );
};

const versionExportRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  app.get(
    '/tours/:tourCode/versions/:number/export',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Version {number} as a zip of its tour folder, which `tour import` reproduces',
        params: versionParams,
        response: { 200: z.unknown(), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode, number } = request.params;
      const version = await options.storage.getVersion(tourCode, number);
      if (!version) throw new ProblemError('version_not_found');
      const zip = await zipVersion(options, version);
      return reply
        .header('cache-control', 'no-store')
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${tourCode}-v${number}.zip"`)
        .send(zip);
    },
  );
};

const rollbackRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const { storage } = options;
  app.post(
    '/tours/:tourCode/versions/:number/rollback',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Publish version {number} again, as a new version',
        params: versionParams,
        response: { 201: studioVersionSchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { tourCode, number } = request.params;
      const version = await storage.rollbackToVersion(tourCode, number, actorOf(account), options.now());
      if (!version) throw new ProblemError('version_not_found');
      await recordAudit(options, request, 'rollback', `${tourCode} v${number} → v${version.number}`);
      return reply.code(201).send(liveSummary(version));
    },
  );
};

const publishRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const { storage } = options;
  app.post(
    '/tours/:tourCode/publish',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Queue a job that publishes the draft as a new version',
        params,
        response: { 202: studioJobSchema, ...problems(400, ...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { tourCode } = request.params;
      const job = await queueDraftBuild(storage, account, tourCode, 'publish', options.now());
      await recordAudit(options, request, 'publish', `${tourCode} (job ${job.id})`);
      return reply.code(202).send(jobView(job));
    },
  );
};

/**
 * A tour's published versions: the history, rollback to any of them, and publishing the
 * draft as a new one (a background job, since tiling takes minutes).
 */
export const tourVersionRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(versionListRoute, options);
  await app.register(versionExportRoute, options);
  await app.register(rollbackRoute, options);
  await app.register(publishRoute, options);
};
