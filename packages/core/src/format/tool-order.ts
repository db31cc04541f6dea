/** Spec §9: tools whose name starts with read or get come first, then write or post, then the rest. */
function rank(name: string): number {
  const lower = name.toLowerCase();
  if (lower.startsWith('read') || lower.startsWith('get')) return 0;
  if (lower.startsWith('write') || lower.startsWith('post')) return 1;
  return 2;
}

/** A sorted copy: by the §9 group, then by name. */
export function sortTools<T extends { readonly name: string }>(tools: readonly T[]): T[] {
  return [...tools].sort(
    (left, right) => rank(left.name) - rank(right.name) || left.name.localeCompare(right.name),
  );
}
