/**
 * mulberry32: a tiny seeded generator, so the catalog is the same on every run and machine
 * (Math.random would change ids between restarts and break links customers saved).
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [min, max]. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => {
    const value = list[Math.floor(next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  };
  /** `count` distinct elements, in the list's order. */
  const sample = <T>(list: readonly T[], count: number): T[] => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, list.length)) chosen.add(Math.floor(next() * list.length));
    return [...chosen].sort((a, b) => a - b).map((index) => list[index] as T);
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  const chance = (probability: number) => next() < probability;
  /** A string of `length` digits not starting with 0. */
  const digits = (length: number, first = '123456789') =>
    pick([...first]) + Array.from({ length: length - 1 }, () => String(int(0, 9))).join('');
  return { next, int, pick, sample, shuffle, chance, digits };
}

export type Random = ReturnType<typeof createRandom>;
