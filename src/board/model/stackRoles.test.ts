// What the stack points at on the table, from a worked example played by the engine.
import { describe, expect, it } from 'vitest';
import { loadCatalog, loadExamples } from '../../content/catalog.ts';
import { runExample, viewFor } from '../../engine/index.ts';
import { stackRoles } from './stackRoles.ts';
import { boardView, type BoardView } from './viewModel.ts';

const catalog = loadCatalog(process.cwd());
const examples = loadExamples(process.cwd(), catalog, {});

describe('stackRoles', () => {
  it('names the spell\'s target and the ward trigger\'s source, each once, a target first', () => {
    const steps = views('disguise-ward-and-targets');
    // the step where Ember Jab waits under ward's trigger: the face-down Courier is both
    const both = steps.find((v) => v.stack.length === 2);
    if (!both) throw new Error('no step with the spell and the ward trigger on the stack');
    const courier = both.players[0]?.permanents.find((c) => c.faceDown)?.object ?? '';
    const roles = stackRoles(both);
    expect(roles.get(courier)).toEqual(['target', 'source']);
    // nothing else on the table is pointed at: the spell on the stack is no object of the table
    expect([...roles.keys()]).toEqual([courier]);
    // an empty stack points at nothing
    expect(stackRoles(steps[0] ?? both).size).toBe(0);
  });

  it('names the source of a trigger still waiting to go on the stack', () => {
    const example = examples.find((e) => views(e.id).some((v) => v.pending.length > 0));
    if (!example) throw new Error('no example has a waiting trigger');
    const v = views(example.id).find((x) => x.pending.length > 0);
    if (!v) throw new Error('unreachable');
    const roles = stackRoles(v);
    for (const p of v.pending) expect(roles.get(p.sourceObject)).toContain('source');
  });
});

function views(id: string): BoardView[] {
  const example = examples.find((e) => e.id === id);
  if (!example) return [];
  const run = runExample(example, catalog);
  if (!run.ok) throw new Error(`${id} does not play: ${run.error} at ${run.path}`);
  return run.steps.map((s) => boardView(viewFor(s.state, 'p1'), 'p1'));
}
