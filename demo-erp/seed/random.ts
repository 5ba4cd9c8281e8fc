// The demo data's one random source: deterministic, so every run generates the same shop.

export type Random = () => number;

/** mulberry32: a tiny, fast PRNG returning floats in [0, 1); good enough for demo data. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One item of a non-empty list. */
export function pick<T>(random: Random, list: readonly T[]): T {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error("pick from an empty list");
  return value;
}

/** A whole number from min to max, both included. */
export function intBetween(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
