// npm run scenario -- <example.json> [--json]
// Plays a worked example (docs/examples.md) with the engine and prints every step: the decision
// and the events it caused, as English text with rule numbers, or the whole step list as JSON.
// Exits non-zero, naming the file and the decision, when the example can't be played.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  runExample,
  SetupError,
  type Action,
  type CardCatalog,
  type CardDef,
  type Example,
  type GameEvent,
  type GameState,
  type Step,
  type StepName,
  type Target,
} from '../src/engine/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadCatalog(dir = path.join(ROOT, 'content', 'cards')): CardCatalog {
  const out: Record<string, CardDef> = {};
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const def = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as CardDef;
    out[def.id] = def;
  }
  return out;
}

const STEP_NAMES: Record<StepName, string> = {
  untap: 'untap step',
  upkeep: 'upkeep step',
  draw: 'draw step',
  main1: 'precombat main phase',
  beginCombat: 'beginning of combat step',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  firstStrikeDamage: 'first-strike combat damage step',
  combatDamage: 'combat damage step',
  endCombat: 'end of combat step',
  main2: 'postcombat main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};

/** Names objects, cards and players across the whole example (object ids are never reused). */
class Namer {
  private objectCards = new Map<string, string[]>();
  private abilitySource = new Map<string, string | null>();
  private cardDef = new Map<string, string>();
  private faceDown = new Set<string>();
  private defs: Record<string, CardDef> = {};

  learn(s: GameState, events: readonly GameEvent[] = []): void {
    Object.assign(this.defs, s.defs);
    for (const c of Object.values(s.cards)) this.cardDef.set(c.id, c.def);
    for (const o of Object.values(s.objects)) {
      this.objectCards.set(o.id, [...o.cards]);
      if (o.ability) this.abilitySource.set(o.id, o.ability.sourceCard);
      if (o.faceDown) this.faceDown.add(o.id);
      else this.faceDown.delete(o.id);
    }
    for (const e of events) if (e.type === 'zoneChanged' && !this.objectCards.has(e.object)) this.objectCards.set(e.object, [...e.cards]);
  }

  card(id: string): string {
    const def = this.cardDef.get(id);
    return (def && this.defs[def]?.name) ?? id;
  }

  object(id: string): string {
    if (this.abilitySource.has(id)) {
      const src = this.abilitySource.get(id);
      return src ? `the ability of ${this.card(src)}` : 'an ability';
    }
    const cards = this.objectCards.get(id);
    if (!cards || cards.length === 0) return id;
    if (this.faceDown.has(id)) return 'a face-down creature';
    const [top, ...rest] = cards;
    const name = this.card(top as string);
    return rest.length ? `${name} (merged with ${rest.map((c) => this.card(c)).join(', ')})` : name;
  }

  target(t: Target | null | undefined): string {
    if (!t) return '?';
    return 'player' in t ? t.player : this.object(t.object);
  }

  targets(ts: readonly (Target | null)[] | undefined): string {
    return ts && ts.length ? ` targeting ${ts.map((t) => this.target(t)).join(' and ')}` : '';
  }
}

export function describeDecision(a: Action, n: Namer): string {
  switch (a.type) {
    case 'pass':
      return `${a.player} passes priority [117.3d]`;
    case 'advance':
      return a.to ? `${a.player}: every player passes until the ${STEP_NAMES[a.to] ?? a.to} [117.4]` : `${a.player}: every player passes until something happens [117.4]`;
    case 'playLand':
      return `${a.player} plays ${n.object(a.object)} [305.1]`;
    case 'cast': {
      const method = a.method && a.method !== 'normal' ? ` (${a.method})` : '';
      const costs = [
        ...(a.costs?.returnToHand ?? []).map((id) => `returning ${n.object(id)} to hand`),
        ...(a.costs?.sacrifice ?? []).map((id) => `sacrificing ${n.object(id)}`),
      ];
      return `${a.player} casts ${n.object(a.object)}${method}${n.targets(a.targets)}${costs.length ? `, ${costs.join(', ')}` : ''} [601.2]`;
    }
    case 'activate': {
      const costs = [
        ...(a.costs?.returnToHand ?? []).map((id) => `returning ${n.object(id)} to hand`),
        ...(a.costs?.sacrifice ?? []).map((id) => `sacrificing ${n.object(id)}`),
      ];
      return `${a.player} activates an ability of ${n.object(a.object)} (${a.ability})${n.targets(a.targets)}${costs.length ? `, ${costs.join(', ')}` : ''} [602.2]`;
    }
    case 'turnFaceUp':
      return `${a.player} turns ${n.object(a.object)} face up [116.2b]`;
    case 'declareAttackers':
      return a.attackers.length
        ? `${a.player} attacks with ${a.attackers.map((x) => `${n.object(x.object)} → ${x.target}`).join(', ')} [508.1]`
        : `${a.player} declares no attackers [508.1]`;
    case 'declareBlockers':
      return a.blocks.length
        ? `${a.player} blocks: ${a.blocks.map((b) => `${n.object(b.blocker)} blocks ${n.object(b.attacker)}`).join(', ')} [509.1]`
        : `${a.player} declares no blockers [509.1]`;
    case 'orderTriggers':
      return `${a.player} orders their triggers, first put on the stack first: ${a.order.join(', ')} [603.3b]`;
    case 'chooseTargets':
      return `${a.player} chooses the target${a.targets.length === 1 ? '' : 's'}: ${a.targets.map((t) => n.target(t)).join(', ')} [603.3d]`;
    case 'choose':
      return `${a.player} chooses ${n.object(a.option)}`;
  }
}

export function describeEvent(e: GameEvent, n: Namer): string | null {
  const r = 'rule' in e ? ` [${e.rule}]` : '';
  switch (e.type) {
    case 'turnBegan':
      return `turn ${e.turn} begins: ${e.player} is the active player${r}`;
    case 'stepBegan':
      return `the ${STEP_NAMES[e.step]} begins${r}`;
    case 'priority':
      return `${e.player} receives priority${r}`;
    case 'passed':
      return `${e.player} passes${r}`;
    case 'untapped':
      return `${n.object(e.object)} untaps${r}`;
    case 'tapped':
      return `${n.object(e.object)} becomes tapped${r}`;
    case 'drew':
      return `${e.player} draws ${n.object(e.object)}${r}`;
    case 'manaAdded':
      return `${n.object(e.source)} adds {${e.mana}} to ${e.player}'s mana pool${r}`;
    case 'manaSpent':
      return `${e.player} spends ${e.amount} {${e.mana}}${r}`;
    case 'manaEmptied':
      return `${e.player}'s mana pool empties${r}`;
    case 'zoneChanged':
      return `${e.cards.map((c) => n.card(c)).join(' + ')} moves from ${e.from} to ${e.to} (${e.reason})${r}`;
    case 'spellCast':
      return `${e.player} casts ${n.object(e.object)}${e.alternative ? ` for its ${e.alternative} cost` : ''}${e.faceDown ? ' face down' : ''}${n.targets(e.targets)}${r}`;
    case 'abilityActivated':
      return `${e.player} activates an ability of ${n.object(e.source)}${n.targets(e.targets)}${r}`;
    case 'manaAbilityActivated':
      return `${e.player} activates a mana ability of ${n.object(e.source)}${r}`;
    case 'triggered':
      return `an ability of ${n.object(e.source)} triggers (${e.controller})${r}`;
    case 'triggerNotTriggered':
      return `an ability of ${n.object(e.source)} doesn't trigger: its "if" clause is false${r}`;
    case 'triggerPutOnStack':
      return `${e.controller} puts the triggered ability of ${n.object(e.source)} on the stack${n.targets(e.targets)}${r}`;
    case 'triggerRemoved':
      return `the triggered ability of ${n.object(e.source)} has no legal target and is removed${r}`;
    case 'resolving':
      return `${n.object(e.object)} resolves${r}`;
    case 'resolved':
      return null;
    case 'fizzled':
      return `${n.object(e.object)} doesn't resolve: its targets are illegal${r}`;
    case 'conditionFailed':
      return `${n.object(e.object)} does nothing: its "if" clause is false now${r}`;
    case 'countered':
      return `${n.object(e.object)} is countered${r}`;
    case 'targetIllegal':
      return `${n.target(e.target)} is no longer a legal target${r}`;
    case 'entered':
      return `${n.object(e.object)} enters the battlefield under ${e.player}'s control${e.tapped ? ', tapped' : ''}${e.attacking ? `, attacking ${e.attacking}` : ''}${e.faceDown ? ', face down' : ''}${r}`;
    case 'tokenCreated':
      return `${e.player} creates a ${n.object(e.object)} token${r}`;
    case 'countersAdded':
      return `${e.amount} ${e.counter} counter${e.amount === 1 ? '' : 's'} put on ${n.object(e.object)} (now ${e.total})${r}`;
    case 'countersRemoved':
      return `${e.amount} ${e.counter} counter${e.amount === 1 ? '' : 's'} removed from ${n.object(e.object)} (now ${e.total})${r}`;
    case 'lifeGained':
      return `${e.player} gains ${e.amount} life (now ${e.total})${r}`;
    case 'lifeLost':
      return `${e.player} loses ${e.amount} life (now ${e.total})${r}`;
    case 'damageDealt':
      return `${n.object(e.source)} deals ${e.amount}${e.combat ? ' combat' : ''} damage to ${n.target(e.to)}${r}`;
    case 'sacrificed':
      return `${e.player} sacrifices ${n.object(e.object)}${r}`;
    case 'destroyed':
      return `${n.object(e.object)} is destroyed${r}`;
    case 'attackersDeclared':
      return e.attackers.length
        ? `${e.player} declares attackers: ${e.attackers.map((x) => `${n.object(x.object)} → ${x.target}`).join(', ')}${r}`
        : `${e.player} declares no attackers${r}`;
    case 'blockersDeclared':
      return e.blocks.length
        ? `${e.player} declares blockers: ${e.blocks.map((b) => `${n.object(b.blocker)} blocks ${n.object(b.attacker)}`).join(', ')}${r}`
        : `${e.player} declares no blockers${r}`;
    case 'unblocked':
      return `${n.object(e.object)} is unblocked${r}`;
    case 'removedFromCombat':
      return `${n.object(e.object)} is removed from combat${r}`;
    case 'damageRemoved':
      return `damage wears off${r}`;
    case 'effectsEnded':
      return `"until end of turn" effects end${r}`;
    case 'pumped':
      return `${n.object(e.object)} gets ${e.power >= 0 ? '+' : ''}${e.power}/${e.toughness >= 0 ? '+' : ''}${e.toughness} until end of turn${r}`;
    case 'lostAbilities':
      return `${n.object(e.object)} loses all abilities${r}`;
    case 'playerLost':
      return `${e.player} loses the game (${e.reason === 'life' ? '0 or less life' : 'drew from an empty library'})${r}`;
    case 'gameOver':
      return `the game is over${e.winningTeam !== null ? `: team ${e.winningTeam} wins` : ': a draw'}${r}`;
    case 'sbaChecked':
      return null;
    case 'tokenCeased':
      return `the token ${n.card(e.card)} ceases to exist${r}`;
    case 'countersAnnihilated':
      return `${e.amount} +1/+1 and ${e.amount} -1/-1 counter${e.amount === 1 ? '' : 's'} are removed from ${n.object(e.object)}${r}`;
    case 'landPlayed':
      return `${e.player} plays ${n.object(e.object)}${r}`;
    case 'decisionRequired':
      return `${e.player} must decide: ${e.decision}`;
    case 'choiceMade':
      return `${e.player} chooses ${n.object(e.choice)} (${e.question})`;
    case 'triggersOrdered':
      return `${e.player} orders their triggers${r}`;
    case 'levelGained':
      return `${n.object(e.object)} becomes level ${e.level}${r}`;
    case 'chapterTriggered':
      return `chapter ${e.chapter} of ${n.object(e.object)} triggers${r}`;
    case 'sagaSacrificed':
      return `${n.object(e.object)} is sacrificed: its story is over${r}`;
    case 'schemeSetInMotion':
      return `${e.player} sets ${n.object(e.object)} in motion${r}`;
    case 'schemeAbandoned':
      return `${n.object(e.object)} is abandoned${r}`;
    case 'schemeReturnedToDeck':
      return `${n.object(e.object)} goes to the bottom of its owner's scheme deck${r}`;
    case 'merged':
      return `${n.object(e.spell)} merges with ${n.object(e.object)}, ${e.position === 'top' ? 'on top' : 'under it'}${r}`;
    case 'mutateTargetIllegal':
      return `the mutate target is illegal: ${n.object(e.spell)} resolves as a creature spell${r}`;
    case 'turnedFaceUp':
      return `${e.player} turns ${n.object(e.object)} face up${r}`;
    case 'turnedFaceDown':
      return `${n.object(e.object)} is turned face down${r}`;
    case 'revealed':
      return `${e.player} reveals ${e.cards.map((c) => n.card(c)).join(', ')}${r}`;
    case 'returnedForSneak':
      return `${e.player} returns ${n.object(e.object)} to hand to pay the sneak cost${r}`;
    case 'wardPaid':
      return `${e.player} pays the ward cost${r}`;
    case 'wardDeclined':
      return `${e.player} doesn't pay the ward cost${r}`;
    case 'controlChanged':
      return `${e.to} gains control of ${n.object(e.object)} from ${e.from}${r}`;
    case 'leftGame':
      return `${e.player} leaves the game, with every object they own${r}`;
    default: {
      const ev = e as { type: string; rule?: string };
      return `${ev.type}${ev.rule ? ` [${ev.rule}]` : ''}`;
    }
  }
}

/** The step list as text: one numbered line per step, its events indented below. */
export function narrate(steps: readonly Step[]): string {
  const n = new Namer();
  const lines: string[] = [];
  let before: GameState | null = null;
  for (const step of steps) {
    if (before) n.learn(before);
    n.learn(step.state, step.events);
    if (step.decision === null) {
      const t = step.state.turn;
      lines.push(`0. Starting position: turn ${t.number}, ${t.active}'s ${STEP_NAMES[t.step]}`);
    } else {
      lines.push(`${step.index}. ${describeDecision(step.decision, n)}${step.label ? ` — ${step.label}` : ''}`);
    }
    for (const e of step.events) {
      const text = describeEvent(e, n);
      if (text) lines.push(`     ${text}`);
    }
    before = step.state;
  }
  return lines.join('\n');
}

function main(argv: string[]): number {
  const json = argv.includes('--json');
  const files = argv.filter((a) => !a.startsWith('--'));
  if (files.length !== 1) {
    process.stderr.write('usage: npm run scenario -- <example.json> [--json]\n');
    return 2;
  }
  const file = files[0] as string;
  const fail = (message: string) => {
    process.stderr.write(`${file}: ${message}\n`);
    return 1;
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return fail(`can't read the example: ${(e as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return fail(`expected one example (an object with "setup" and "decisions"), got ${Array.isArray(parsed) ? 'a list' : parsed === null ? 'null' : typeof parsed}`);
  }
  const example = parsed as Example;
  let result: ReturnType<typeof runExample>;
  try {
    result = runExample(example, loadCatalog());
  } catch (e) {
    // SetupError: "setup.players[0].life: expected a whole number…" (the field and what is wrong)
    if (e instanceof SetupError) return fail(e.message);
    // anything else is a fault of the engine, not of the file: still no stack trace for the reader
    return fail(`the engine failed on this example: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!result.ok) {
    const d: unknown = example.decisions[result.at];
    return fail(`${result.path}: the engine rejects this decision (${result.error}): ${JSON.stringify(d)}`);
  }
  if (json) process.stdout.write(`${JSON.stringify(result.steps, null, 2)}\n`);
  else process.stdout.write(`${example.id ?? path.basename(file)}\n${narrate(result.steps)}\n`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
