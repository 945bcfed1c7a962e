const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Türkiye at `date`. */
export function turkeyDateParts(date: Date): { year: number; month: number; day: number } {
  const [year, month, day] = formatter.format(date).split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}
