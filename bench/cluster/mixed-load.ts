import { UPSTREAM_HEADER } from './nginx.js';

/** One request of the load and how it ended; status 0: no answer at all. */
export interface Outcome {
  kind: 'tour' | 'enquiry';
  startedAt: number;
  endedAt: number;
  status: number;
  /** The instance(s) nginx tried, from its upstream header. */
  upstream: string;
  /** The stored enquiry's id, for an acknowledged enquiry. */
  enquiryId?: string;
}

/** What the load sends, for how long, with how many requests in flight. */
export interface LoadPlan {
  baseUrl: string;
  tourCode: string;
  seconds: number;
  concurrency: number;
  /** Share of requests that are enquiries; the rest read the tour. */
  enquiryShare: number;
}

const XSRF = 'cluster-bench';
const FIELDS = {
  name: 'Robin Buyer',
  email: 'robin@example.com',
  message: 'May I visit on Saturday?',
  consent: true,
  recaptchaToken: 'unchecked',
};

/** Headers of an enquiry from one simulated client: the XSRF pair the public API asks for. */
export function enquiryHeaders(client: string): Record<string, string> {
  return {
    cookie: `XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    'content-type': 'application/json',
    'x-forwarded-for': client,
  };
}

/** The address of simulated client number `n`: each sends one enquiry, far below its limit. */
function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Sends one enquiry and reports how it ended. */
export async function sendEnquiry(baseUrl: string, tourCode: string, client: string): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const answer = await fetch(`${baseUrl}/api/public/tours/${tourCode}/enquiries`, {
      method: 'POST',
      headers: enquiryHeaders(client),
      body: JSON.stringify(FIELDS),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await answer.json().catch(() => ({}))) as { id?: string };
    return {
      kind: 'enquiry',
      startedAt,
      endedAt: performance.now(),
      status: answer.status,
      upstream: answer.headers.get(UPSTREAM_HEADER) ?? '',
      ...(answer.ok && body.id ? { enquiryId: body.id } : {}),
    };
  } catch {
    return { kind: 'enquiry', startedAt, endedAt: performance.now(), status: 0, upstream: '' };
  }
}

async function readTour(baseUrl: string, tourCode: string): Promise<Outcome> {
  const startedAt = performance.now();
  try {
    const answer = await fetch(`${baseUrl}/api/public/tours/${tourCode}`, {
      signal: AbortSignal.timeout(15_000),
    });
    await answer.arrayBuffer();
    return {
      kind: 'tour',
      startedAt,
      endedAt: performance.now(),
      status: answer.status,
      upstream: answer.headers.get(UPSTREAM_HEADER) ?? '',
    };
  } catch {
    return { kind: 'tour', startedAt, endedAt: performance.now(), status: 0, upstream: '' };
  }
}

/** Runs the plan's mix until its time is up; resolves every request's outcome. */
export async function mixedLoad(plan: LoadPlan): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  const until = performance.now() + plan.seconds * 1000;
  let clients = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const enquiry = Math.random() < plan.enquiryShare;
      outcomes.push(
        await (enquiry
          ? sendEnquiry(plan.baseUrl, plan.tourCode, clientAddress(++clients))
          : readTour(plan.baseUrl, plan.tourCode)),
      );
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, worker));
  return outcomes;
}

/** The given percentile of the outcomes' latencies, in ms. */
export function percentileMs(outcomes: readonly Outcome[], p: number): number {
  const sorted = outcomes.map((o) => o.endedAt - o.startedAt).sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, at)] ?? 0) * 10) / 10;
}
