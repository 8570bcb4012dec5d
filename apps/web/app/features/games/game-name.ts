/** `lucky-dice` → `Lucky dice`: the name to show until the games API gives the real one. */
export function gameNameFromSysname(sysname: string): string {
  const words = sysname.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
