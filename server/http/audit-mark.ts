/**
 * Which requests have written an audit row: the audit domain marks the handler's context when it
 * records one, and the API route checks that every operator write did (DESIGN §13). A WeakSet, so a
 * finished request leaves nothing behind.
 */
const audited = new WeakSet<object>();

export function markAudited(ctx: object): void {
  audited.add(ctx);
}

export function wasAudited(ctx: object): boolean {
  return audited.has(ctx);
}
