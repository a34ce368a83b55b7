import { Readable } from 'node:stream';
import { studioJobListSchema, studioJobSchema, tourCodeSchema, type StudioJob } from '@tourview/schema';
import type { Account, Job, Storage } from '@tourview/storage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../plugins/problems.js';
import { accountOf } from '../access.js';
import { jobEvents, type JobEventTiming } from '../job-events.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';
import { actorOf, requireTour } from './tour-access.js';

const params = z.object({ tourCode: tourCodeSchema });
const jobParams = params.extend({ jobId: z.string().min(1).max(100) });

/** How many of a tour's newest jobs the list and the event stream show. */
const RECENT_JOBS = 20;

/** Half a second between looks keeps a progress bar smooth at one small query per open tab. */
const TIMING: JobEventTiming = { pollMs: 500, keepAliveMs: 15_000 };

/**
 * Queues a job that builds the tour's draft, as a new version (`publish`) or as a preview,
 * for an account that may work on the tour.
 */
export async function queueDraftBuild(
  storage: Storage,
  account: Account,
  tourCode: string,
  kind: 'publish' | 'preview',
  now: Date,
): Promise<Job> {
  await requireTour(storage, account, tourCode);
  return storage.enqueueJob(
    { kind, tourCode, payload: { code: tourCode }, createdBy: actorOf(account) },
    now,
  );
}

/** What the studio shows of a job: never its payload or result, only what it is about. */
export function jobView(job: Job): StudioJob {
  const { id, kind, tourCode, state, progress, error, createdAt } = job;
  const name = (job.payload as { name?: unknown } | null)?.name;
  return {
    id,
    kind,
    tourCode,
    subject: typeof name === 'string' ? name : null,
    state,
    progress,
    error,
    createdAt,
  };
}

/**
 * A tour's background jobs (publishing, inspecting uploads): one job, the newest ones, and a
 * stream of server-sent events that follows them live.
 */
export const tourJobRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  const recentJobs = async (tourCode: string) =>
    (await storage.listJobs({ tourCode, limit: RECENT_JOBS })).map(jobView);

  app.get(
    '/tours/:tourCode/jobs',
    {
      schema: {
        summary: `The tour's ${RECENT_JOBS} newest jobs, newest first`,
        params,
        response: { 200: studioJobListSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      await requireTour(storage, accountOf(request), tourCode);
      return reply.header('cache-control', 'no-store').send({ jobs: await recentJobs(tourCode) });
    },
  );

  app.get(
    '/tours/:tourCode/jobs/events',
    {
      schema: {
        summary: 'Server-sent events: `job` with each of the newest jobs, and again whenever one changes',
        params,
        response: { 200: z.unknown().describe('text/event-stream'), ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode } = request.params;
      await requireTour(storage, accountOf(request), tourCode);
      const closed = new AbortController();
      reply.raw.once('close', () => closed.abort());
      return reply
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(Readable.from(jobEvents(() => recentJobs(tourCode), closed.signal, TIMING)));
    },
  );

  app.get(
    '/tours/:tourCode/jobs/:jobId',
    {
      schema: {
        summary: "One of the tour's background jobs, with its progress",
        params: jobParams,
        response: { 200: studioJobSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode, jobId } = request.params;
      await requireTour(storage, accountOf(request), tourCode);
      const job = await storage.getJob(jobId);
      if (!job || job.tourCode !== tourCode) throw new ProblemError('job_not_found');
      return reply.header('cache-control', 'no-store').send(jobView(job));
    },
  );
};
