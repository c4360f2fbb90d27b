/**
 * The y axis's gridlines from 0 up to at least `max`: 3 to 5 ticks (0 included) spaced by a
 * "nice" step, 1, 2 or 5 times a power of ten, so the labels read as round amounts. Values are
 * integers (money in minor units), so the step is never below 1.
 */
export function niceTicks(max: number): number[] {
  const top = Math.max(1, max);
  // The smallest nice step that covers `top` in at most 4 intervals. Consecutive nice steps are
  // at most 2.5 apart, so above the smallest step (1) it never covers `top` in just 1 interval;
  // an axis of 1 or 2 minor units still gets its second interval below.
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const found = [1, 2, 5].map((m) => m * power).find((s) => Math.ceil(top / s) <= 4);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const intervals = Math.max(2, Math.ceil(top / step));
  return Array.from({ length: intervals + 1 }, (_, i) => i * step);
}

/**
 * Every how many bars a label of `labelWidth` fits without touching its neighbour, when each bar
 * has `slot` of width: 1 shows them all, 2 every other one, and so on.
 */
export function labelEvery(slot: number, labelWidth: number, gap = 8): number {
  if (slot <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.ceil((labelWidth + gap) / slot));
}

/**
 * A text's width in user units, estimated (an SVG rendered on the server cannot be measured):
 * digits and letters of the UI font average about 0.6 em, generous enough that labels never meet.
 */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.6;
}
