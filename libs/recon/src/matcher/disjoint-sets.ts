/** Disjoint sets of keys (union-find): `root` answers the key that names a key's set, `join` puts two keys' sets together. */
export interface DisjointSets {
  root(key: string): string;
  join(a: string, b: string): void;
}

export function disjointSets(): DisjointSets {
  const parentOf = new Map<string, string>();
  const root = (key: string): string => {
    let found = key;
    for (let up = parentOf.get(found); up !== undefined && up !== found; up = parentOf.get(found)) found = up;
    parentOf.set(key, found);
    return found;
  };
  return { root, join: (a, b) => void parentOf.set(root(a), root(b)) };
}
