// How many expensive requests each customer (or agent) has in flight at once. Pure bookkeeping: the
// caller names who asks (from the session, never from the request) and gets a slot or a refusal, so
// one customer's burst takes at most `limit` of the shop's slots and never makes it refuse another.

export interface InFlightLimit {
  /** A slot for `who`, or null when they already have `limit` in flight; call the release when done (once is enough). */
  enter(who: string): (() => void) | null;
  /** How many slots `who` holds now. */
  held(who: string): number;
}

export function inFlightLimit(limit: number): InFlightLimit {
  const held = new Map<string, number>();
  return {
    enter(who) {
      const count = held.get(who) ?? 0;
      if (count >= limit) return null;
      held.set(who, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (held.get(who) ?? 1) - 1;
        // Only who holds a slot is remembered: the map never grows with customers who came and went.
        if (left > 0) held.set(who, left);
        else held.delete(who);
      };
    },
    held: (who) => held.get(who) ?? 0,
  };
}
