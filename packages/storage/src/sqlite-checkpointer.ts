import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread moves the write-ahead log into the database file. */
const CHECKPOINT_EVERY_MS = 1000;

// The thread's code travels as source text and loads only better-sqlite3, so it needs no
// TypeScript loader under tsx, the test runner or the build; it asks for modules in a way
// that works whether the process reads `-e` code as a script or as an ES module.
const THREAD_SOURCE = `
const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
const SQLite = process.getBuiltinModule('node:module').createRequire(workerData.driver)(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
// A checkpoint that fails (the disk full for a moment, say) is tried again at the next tick;
// ten failures in a row end the thread, and commits then checkpoint again.
let failures = 0;
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    failures = 0;
  } catch (error) {
    if (++failures >= 10) throw error;
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  Atomics.store(workerData.closed, 0, 1);
  Atomics.notify(workerData.closed, 0);
  parentPort.close();
});
`;

/** How long `stop` waits for the thread at most (a checkpoint under way finishes first). */
const STOP_WAIT_MS = 5000;

/** A thread that checkpoints a SQLite file's write-ahead log. */
export interface Checkpointer {
  /**
   * Has the thread close its connection, and waits until it has: the last connection to close
   * removes the log files, which must not happen after the caller believes the file closed
   * (a test deleting its folder, a restore replacing the file).
   */
  stop(): void;
}

/**
 * Checkpoints the SQLite file at `file` on a thread of its own, every second, without waiting
 * for readers or writers (`PASSIVE`). A connection that commits otherwise checkpoints itself
 * once the log passes 1,000 pages: writing those pages and two flushes to disk, 10–50 ms here,
 * on the event loop of whichever request's commit crossed the line. The caller turns that off
 * (`wal_autocheckpoint = 0`) while this runs, and `onFailure` turns it back on should the
 * thread die, so the log never grows without end.
 */
export function startCheckpointer(file: string, onFailure: (error: Error) => void): Checkpointer {
  const closed = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      everyMs: CHECKPOINT_EVERY_MS,
      closed,
    },
  });
  // It must never keep a process alive that has nothing else to do.
  worker.unref();
  let ended = false;
  const fail = (error: Error) => {
    if (ended) return;
    ended = true;
    onFailure(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The checkpoint thread stopped (exit code ${code}).`)));
  return {
    stop() {
      if (ended) return;
      ended = true;
      worker.postMessage('stop');
      Atomics.wait(closed, 0, 0, STOP_WAIT_MS);
    },
  };
}
