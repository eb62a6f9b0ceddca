/**
 * Arithmetic guards shared by the XP module. A NaN or an infinity reaching XP code is a bug
 * upstream (a missing field, a bad parse), never user input to repair: it throws rather than
 * quietly paying 0 or NaN XP into a ledger that "uncheck" later has to take back exactly.
 */
export function finite(name: string, value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number, got ${value}`);
  return value;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

