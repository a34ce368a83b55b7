import { AbortedError } from '../errors.js';
import { isRetryable, retryDelay, type RetryPolicy } from './retry.js';

/** Fetches one resource; must reject with `AbortedError` (or any error) once `signal` aborts. */
export type Loader<T> = (key: string, signal: AbortSignal) => Promise<T>;

interface Job<T> {
  key: string;
  priority: number;
  attempt: number;
  controller?: AbortController;
  timer?: ReturnType<typeof setTimeout>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Loads resources with limited concurrency, lowest `priority` first, retrying what is
 * retryable with back-off and cancelling what is no longer wanted.
 */
export class LoadPool<T> {
  readonly #queued = new Map<string, Job<T>>();
  readonly #running = new Map<string, Job<T>>();
  readonly #waiting = new Map<string, Job<T>>();
  readonly #loader: Loader<T>;
  readonly #concurrency: number;
  readonly #retry: RetryPolicy;

  constructor(loader: Loader<T>, concurrency: number, retry: RetryPolicy) {
    this.#loader = loader;
    this.#concurrency = concurrency;
    this.#retry = retry;
  }

  /** Whether a key is queued, loading or waiting to retry. */
  has(key: string): boolean {
    return this.#queued.has(key) || this.#running.has(key) || this.#waiting.has(key);
  }

  /** Queues a load; asking again for a queued key only updates its priority. */
  request(key: string, priority: number): Promise<T> | undefined {
    const known = this.#queued.get(key) ?? this.#running.get(key) ?? this.#waiting.get(key);
    if (known) {
      known.priority = priority;
      return undefined;
    }
    return new Promise<T>((resolve, reject) => {
      this.#queued.set(key, { key, priority, attempt: 0, resolve, reject });
      this.#pump();
    });
  }

  /** Cancels every job whose key is not in `wanted`. */
  retain(wanted: ReadonlySet<string>): void {
    for (const map of [this.#queued, this.#running, this.#waiting]) {
      for (const key of [...map.keys()]) if (!wanted.has(key)) this.#cancel(key);
    }
  }

  /** Cancels one job; its promise rejects with `AbortedError`. */
  #cancel(key: string): void {
    const job = this.#queued.get(key) ?? this.#running.get(key) ?? this.#waiting.get(key);
    if (!job) return;
    this.#queued.delete(key);
    this.#running.delete(key);
    this.#waiting.delete(key);
    clearTimeout(job.timer);
    job.controller?.abort();
    job.reject(new AbortedError());
    this.#pump();
  }

  /** Cancels everything. */
  clear(): void {
    this.retain(new Set());
  }

  #pump(): void {
    while (this.#running.size < this.#concurrency && this.#queued.size > 0) {
      let next: Job<T> | undefined;
      for (const job of this.#queued.values()) if (!next || job.priority < next.priority) next = job;
      if (!next) return;
      this.#queued.delete(next.key);
      this.#start(next);
    }
  }

  #start(job: Job<T>): void {
    const controller = new AbortController();
    job.controller = controller;
    this.#running.set(job.key, job);
    this.#loader(job.key, controller.signal).then(
      (value) => this.#settle(job, controller, () => job.resolve(value)),
      (error: unknown) => this.#settle(job, controller, () => this.#fail(job, error)),
    );
  }

  #settle(job: Job<T>, controller: AbortController, then: () => void): void {
    // A cancelled job has already been rejected and removed; ignore its late answer.
    if (controller.signal.aborted || this.#running.get(job.key) !== job) return;
    this.#running.delete(job.key);
    then();
    this.#pump();
  }

  #fail(job: Job<T>, error: unknown): void {
    if (!isRetryable(error) || job.attempt >= this.#retry.retries) {
      job.reject(error);
      return;
    }
    job.attempt += 1;
    this.#waiting.set(job.key, job);
    job.timer = setTimeout(
      () => {
        this.#waiting.delete(job.key);
        this.#queued.set(job.key, job);
        this.#pump();
      },
      retryDelay(this.#retry, job.attempt),
    );
  }
}
