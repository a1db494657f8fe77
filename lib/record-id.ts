/** A record id of the URL (a product, an installation): digits only, within the database's integer range; null otherwise (404). */
export function recordIdOf(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
