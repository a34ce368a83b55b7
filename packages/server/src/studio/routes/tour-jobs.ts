import { Readable } from 'node:stream';
import { studioJobListSchema, studioJobSchema, tourCodeSchema, type StudioJob } from '@tourview/schema';
import type { Account, Job, Storage } from '@tourview/storage';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ProblemError } from '../../http/problems.js';
import { jobEvents } from '../job-events.js';
import { streamSlots } from '../stream-slots.js';
import type { StudioRouteOptions } from './options.js';
import { problems } from './schemas.js';
import { actorOf, mayWorkOn } from '../tour-access.js';

const params = z.object({ tourCode: tourCodeSchema });
const jobParams = params.extend({ jobId: z.string().min(1).max(100) });

/** How many of a tour's newest jobs the list and the event stream show. */
const RECENT_JOBS = 20;

/** How many job event streams one session may hold open (a few tabs of one editor). */
const STREAMS_PER_SESSION = 4;

/**
 * Queues a job that builds the tour's draft, as a new version (`publish`) or as a preview;
 * the calling route's tour scope has checked that the account may work on the tour.
 */
export async function queueDraftBuild(
  storage: Storage,
  account: Account,
  tourCode: string,
  kind: 'publish' | 'preview',
  now: Date,
): Promise<Job> {
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

async function recentJobs(storage: Storage, tourCode: string): Promise<StudioJob[]> {
  return (await storage.listJobs({ tourCode, limit: RECENT_JOBS })).map(jobView);
}

/** Whether the session still holds and its account may still work on the tour. */
async function stillAllowed(options: StudioRouteOptions, token: string, tourCode: string) {
  const { storage, studio } = options;
  const limits = { idleMs: studio.sessionIdleMs, absoluteMs: studio.sessionAbsoluteMs };
  const account = await storage.peekSession(token, options.now(), limits);
  return account !== null && mayWorkOn(storage, account, tourCode);
}

/** The tour's job events until the browser goes away, which gives the session's slot back. */
function jobEventStream(
  options: StudioRouteOptions,
  reply: FastifyReply,
  giveBack: () => void,
  { token, tourCode }: { token: string; tourCode: string },
) {
  const closed = new AbortController();
  reply.raw.once('close', () => {
    closed.abort();
    giveBack();
  });
  const events = jobEvents({
    load: () => recentJobs(options.storage, tourCode),
    allowed: () => stillAllowed(options, token, tourCode),
    signal: closed.signal,
    timing: options.jobEventTiming,
  });
  return Readable.from(events);
}

const jobListRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours/:tourCode/jobs',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: `The tour's ${RECENT_JOBS} newest jobs, newest first`,
        params,
        response: { 200: studioJobListSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const jobs = await recentJobs(storage, request.params.tourCode);
      return reply.header('cache-control', 'no-store').send({ jobs });
    },
  );
};

const jobEventsRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  const slots = streamSlots(STREAMS_PER_SESSION);
  app.get(
    '/tours/:tourCode/jobs/events',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: 'Server-sent events: `job` with each of the newest jobs, and again whenever one changes',
        params,
        response: { 200: z.unknown().describe('text/event-stream'), ...problems(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const token = request.sessionToken ?? '';
      const giveBack = slots.take(token);
      if (!giveBack) throw new ProblemError('too_many_streams');
      return reply
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .type('text/event-stream; charset=utf-8')
        .send(jobEventStream(options, reply, giveBack, { token, tourCode: request.params.tourCode }));
    },
  );
};

const jobRoute: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, { storage }) => {
  app.get(
    '/tours/:tourCode/jobs/:jobId',
    {
      config: { tourScope: 'tour' },
      schema: {
        summary: "One of the tour's background jobs, with its progress",
        params: jobParams,
        response: { 200: studioJobSchema, ...problems(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { tourCode, jobId } = request.params;
      const job = await storage.getJob(jobId);
      if (!job || job.tourCode !== tourCode) throw new ProblemError('job_not_found');
      return reply.header('cache-control', 'no-store').send(jobView(job));
    },
  );
};

/**
 * A tour's background jobs (publishing, inspecting uploads): one job, the newest ones, and a
 * stream of server-sent events that follows them live.
 */
export const tourJobRoutes: FastifyPluginAsyncZod<StudioRouteOptions> = async (app, options) => {
  await app.register(jobListRoute, options);
  await app.register(jobEventsRoute, options);
  await app.register(jobRoute, options);
};
