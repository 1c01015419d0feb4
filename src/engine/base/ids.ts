// Ids from outside (a starting position, an action): never a name every object inherits.

/** A name that every object inherits (Object.prototype's own keys): never an id in a game. */
export function isReservedId(id: string): boolean {
  return id in Object.prototype;
}

/** An own property of a record keyed by id, never an inherited one. */
export function own<T>(record: Readonly<Record<string, T>>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined;
}
