/**
 * '20,000': a whole number with comma thousands, as en-US writes it. Not toLocaleString: its first
 * call builds an Intl.NumberFormat, which cost the contact form about 14 ms of hydration on a
 * desktop CPU (some 55 ms on a phone) for two numbers.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
