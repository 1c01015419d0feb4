/**
 * What the stack points at on the table: each object a stack item targets, and each object that
 * is the source of a stack item or of a trigger waiting to go on the stack. The table draws
 * these on their own (never in a pile), marks a target with a ring, and names both roles in a
 * badge on the card; the arrows join them to the stack (parts/Arrows.tsx).
 */
import type { BoardView } from './viewModel.ts';

export type StackRole = 'target' | 'source';
export type StackRoles = ReadonlyMap<string, readonly StackRole[]>;

export const NO_ROLES: StackRoles = new Map();

export function stackRoles(view: BoardView): StackRoles {
  const out = new Map<string, StackRole[]>();
  const add = (object: string, role: StackRole) => {
    const roles = out.get(object) ?? [];
    if (!roles.includes(role)) roles.push(role);
    out.set(object, roles);
  };
  for (const item of view.stack) {
    for (const x of item.targets) if ('object' in x) add(x.object, 'target');
    if (item.sourceObject) add(item.sourceObject, 'source');
  }
  for (const p of view.pending) add(p.sourceObject, 'source');
  // a target first: its badge comes first
  for (const roles of out.values()) roles.sort((a, b) => (a === b ? 0 : a === 'target' ? -1 : 1));
  return out;
}
