/** A number setting from the environment, or the bench's default; anything else stops the bench. */
export function numberFromEnv(name: string, fallback: number, minimum = 0): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < minimum) throw new Error(`${name} must be a number ≥ ${minimum}`);
  return value;
}
