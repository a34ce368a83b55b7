import { studioJobListSchema, type StudioJob } from '@tourview/schema';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from './client.js';
import { draftFilesKey } from './draft-files.js';
import { joinJobStream, type JobStream } from './job-stream.js';

/** The query key of a tour's newest jobs. */
export const tourJobsKey = (code: string) => ['jobs', code] as const;

const path = (code: string) => `/tours/${encodeURIComponent(code)}/jobs`;

const ended = (job: StudioJob | undefined) => job?.state === 'done' || job?.state === 'failed';

/** Puts a job into the tour's list (newest first), replacing what the list knew of it. */
export function rememberJob(queryClient: QueryClient, code: string, job: StudioJob): StudioJob | undefined {
  const before = queryClient.getQueryData<StudioJob[]>(tourJobsKey(code))?.find((j) => j.id === job.id);
  queryClient.setQueryData<StudioJob[]>(tourJobsKey(code), (jobs = []) =>
    [job, ...jobs.filter((j) => j.id !== job.id)].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
  return before;
}

/**
 * What a job's end changes elsewhere: a publish the versions and the tour, a preview the
 * preview, an inspection the files.
 */
function refreshAfter(queryClient: QueryClient, code: string, job: StudioJob) {
  if (job.kind === 'publish') {
    void queryClient.invalidateQueries({ queryKey: ['versions', code] });
    void queryClient.invalidateQueries({ queryKey: ['tour', code] });
  } else if (job.kind === 'preview') {
    void queryClient.invalidateQueries({ queryKey: ['preview', code] });
  } else {
    void queryClient.invalidateQueries({ queryKey: draftFilesKey(code) });
  }
}

// Until the effect joins the stream, the list counts as live: it is about to be.
const connecting: JobStream = { live: () => true, subscribe: () => () => undefined };

/**
 * The tour's newest jobs, kept live by the server's event stream: each change of state or
 * progress arrives as it is written, and a job's end refreshes what it changed. `live` is
 * false once the stream gave up (the session ended, say); the list then stays as last seen.
 * Every caller on a page shares one stream per tour.
 */
export function useTourJobs(code: string) {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<JobStream>(connecting);
  const jobs = useQuery({
    queryKey: tourJobsKey(code),
    queryFn: async () => (await api.get(path(code), studioJobListSchema)).jobs,
  });
  useEffect(() => {
    const joined = joinJobStream(queryClient, code, `/api/studio${path(code)}/events`, (job) => {
      const before = rememberJob(queryClient, code, job);
      if (ended(job) && before?.state !== job.state) refreshAfter(queryClient, code, job);
    });
    setStream(joined.stream);
    return joined.leave;
  }, [code, queryClient]);
  const live = useSyncExternalStore(stream.subscribe, stream.live);
  return { ...jobs, live };
}
