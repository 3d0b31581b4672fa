// Issue 11 §1: a member's answers name orders and payments by their numbers, never by database ids
// (sequential ids let anyone count the shop's sales and guess other members' records).

const ID_KEYS = new Set(['orderId', 'paymentId']);

/**
 * Where an answer's JSON carries a sequential database id: every `orderId` / `paymentId` key, and
 * every `id` whose value is a number (a report's random string id is a public name and allowed).
 * Returns the paths, e.g. `data.records[0].items[1].id`; [] when there is none.
 */
export function sequentialIdPaths(json: unknown, path = ''): string[] {
  if (Array.isArray(json))
    return json.flatMap((value, index) => sequentialIdPaths(value, `${path}[${index}]`));
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) => {
    const here = path ? `${path}.${key}` : key;
    const found = ID_KEYS.has(key) || (key === 'id' && typeof value === 'number') ? [here] : [];
    return [...found, ...sequentialIdPaths(value, here)];
  });
}
