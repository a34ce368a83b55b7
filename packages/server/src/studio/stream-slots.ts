/**
 * Counts the streams open per key (a session) in this process and refuses more than `max`:
 * each open stream holds a connection and queries the database every poll.
 */
export function streamSlots(max: number) {
  const open = new Map<string, number>();
  return {
    /** Takes a slot for `key` and returns what gives it back (once), or `null` when all are taken. */
    take(key: string): (() => void) | null {
      const taken = open.get(key) ?? 0;
      if (taken >= max) return null;
      open.set(key, taken + 1);
      let given = false;
      return () => {
        if (given) return;
        given = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
  };
}
