/**
 * <input type="datetime-local"> speaks the device's local time without a zone; the contract speaks
 * instants. These convert between the two (the operator schedules in their own time).
 */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string {
  return value ? new Date(value).toISOString() : '';
}
