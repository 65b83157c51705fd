/** A short random node id. Random rather than sequential so two people editing never mint the same id. */
export function newNodeId(prefix = 'n'): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `${prefix}-${Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 10)}`;
}
