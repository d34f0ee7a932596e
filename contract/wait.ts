/** A wait as people say it: "58 phút", not "3480 giây"; both the server's and the app's messages use it. */
export type WaitUnit = 'second' | 'minute' | 'hour';

/** Seconds under a minute, whole minutes (rounded up) under an hour and a half, whole hours above. */
export function waitInUnits(seconds: number): { count: number; unit: WaitUnit } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { count: whole, unit: 'second' };
  if (whole < 90 * 60) return { count: Math.ceil(whole / 60), unit: 'minute' };
  return { count: Math.ceil(whole / 3600), unit: 'hour' };
}
