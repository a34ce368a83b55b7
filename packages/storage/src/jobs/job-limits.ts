/**
 * How many times a job is started before it is given up. A job whose worker dies (the server
 * is killed, the machine stops) is started again when its lease runs out; a job that keeps
 * killing its server must not do so forever, so after this many starts it fails visibly.
 */
export const JOB_ATTEMPTS = 3;

/** The error a job gets when it was given up after its last start was interrupted too. */
export const INTERRUPTED_ERROR = `interrupted ${JOB_ATTEMPTS} times; the server stopped while it ran`;

/**
 * Kinds that build a tour's media under its import lock: two of one tour at once would make
 * the second fail as busy, so they run one after another, in the order they were queued.
 */
export const ONE_AT_A_TIME_PER_TOUR = ['publish', 'preview'];
