/** "YYYY-MM-DD" of `at` on the calendar of an IANA time zone, or undefined when the zone is unknown. */
export function dayInZone(at: Date, timeZone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(at);
  } catch {
    return undefined;
  }
}
