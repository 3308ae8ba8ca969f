/**
 * The overview's trend chart (docs/product.md#team-overview): a value axis from zero to a round
 * top with a few round steps, and which dates the date axis names so that its labels never crowd.
 */

/** The axis's top and its ticks from zero: the top is the first round number (1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ per step) at or above `max`. */
export function valueTicks(max: number, steps = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((factor) => factor * magnitude).find((candidate) => candidate * steps >= max) ?? 10 * magnitude;
  return Array.from({ length: steps + 1 }, (_, index) => index * step);
}

/**
 * The indexes of the dates to label on an axis of `count` dates: every `step`-th from the first,
 * at most `most` of them, and the last date too when it stands clear of the one before (else it
 * takes that one's place), so labels never crowd.
 */
export function labelledIndexes(count: number, most = 5): number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const step = Math.ceil((count - 1) / (most - 1));
  const indexes: number[] = [];
  for (let index = 0; index < count; index += step) indexes.push(index);
  const last = count - 1;
  const before = indexes[indexes.length - 1] ?? 0;
  if (before !== last) {
    if (last - before >= step * 0.6) indexes.push(last);
    else indexes[indexes.length - 1] = last;
  }
  return indexes;
}
