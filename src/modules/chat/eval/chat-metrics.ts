/**
 * The corpus ground truth as kb eval:chat reads it (pure, no framework): which problem groups each
 * unit answers. Turns are counted by chat-outcomes.ts.
 */

/** unit id → groups of its source tickets, from (unit, ticket external id) links and the truth. */
export function groupsOfUnits(links: Array<{ unit_id: number; external_id: string }>, truth: Map<string, string>): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const { unit_id, external_id } of links) {
    const group = truth.get(external_id);
    if (!group) continue;
    if (!out.has(unit_id)) out.set(unit_id, new Set());
    out.get(unit_id)!.add(group);
  }
  return out;
}
