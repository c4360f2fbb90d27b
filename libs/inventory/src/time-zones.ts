/**
 * Local wall-clock time in an IANA zone ↔ UTC, with nothing but `Intl`: the offset of a zone
 * at an instant is read back from how `Intl` formats that instant there.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at `utcMs`, as if that wall clock were UTC (ms). */
function wallClockMs(utcMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(utcMs))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return Date.UTC(
    parts['year']!,
    parts['month']! - 1,
    parts['day']!,
    parts['hour']!,
    parts['minute']!,
    parts['second']!,
  );
}

/** Minutes the zone is ahead of UTC at that instant (Madrid in summer: 120). */
export function zoneOffsetMinutes(utcMs: number, timeZone: string): number {
  const wholeSecond = Math.floor(utcMs / 1000) * 1000;
  return (wallClockMs(wholeSecond, timeZone) - wholeSecond) / 60_000;
}

/**
 * The instant a local date and time (`YYYY-MM-DD`, `HH:MM`) happen in a zone. A time skipped
 * by a spring-forward gap resolves to the instant after the gap, like PostgreSQL's `AT TIME ZONE`.
 */
export function localToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes: the offset before and after a change can differ by the change itself.
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  const second = asUtc - zoneOffsetMinutes(first, timeZone) * 60_000;
  if (wallClockMs(second, timeZone) === asUtc) return new Date(second);
  if (wallClockMs(first, timeZone) === asUtc) return new Date(first);
  // In a gap: the earlier offset applied to the wall time lands after the gap.
  return new Date(Math.max(first, second));
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` plus whole days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
