// Events: what an action caused, as codes with data and the rule that made it happen.
// The UI narrates them through locales/; the engine never writes prose.
import type { CounterKind, Keyword, StepName } from './cards.ts';
import type { CardId, ManaSymbol, ObjectId, PlayerId, Target, ZoneName } from './state.ts';

export type GameEvent = EventOf & {
  /** events that happened at the same time (one instruction, one state-based-action pass) share a batch number; set only when two or more objects moved, entered or ceased to exist together (704.3, 603.6a, 603.10a) */
  batch?: number;
};

type EventOf =
  | { type: 'turnBegan'; player: PlayerId; turn: number; rule: '500.1' }
  | { type: 'stepBegan'; step: StepName; player: PlayerId; rule: '500.1' }
  | { type: 'priority'; player: PlayerId; rule: '117.3' }
  | { type: 'passed'; player: PlayerId; rule: '117.3d' }
  /** 805.5b: with shared team turns a team passes (`player` passed for it; `team`: its players) */
  | { type: 'passed'; player: PlayerId; team: PlayerId[]; rule: '805.5b' }
  | { type: 'untapped'; object: ObjectId; rule: '502.3' | '701.26b' }
  | { type: 'tapped'; object: ObjectId; rule: string }
  | { type: 'drew'; player: PlayerId; object: ObjectId; rule: '504.1' | '121.1' }
  | { type: 'manaAdded'; player: PlayerId; mana: ManaSymbol; amount: number; source: ObjectId; rule: '106.4' }
  | { type: 'manaSpent'; player: PlayerId; mana: ManaSymbol; amount: number; rule: '601.2h' | '602.2b' }
  | { type: 'manaEmptied'; player: PlayerId; rule: '500.5' }
  | {
      type: 'zoneChanged';
      /** the object that left (gone now, 400.7) */
      object: ObjectId;
      /** the new objects it became (several for a merged permanent, 730.3; none for a token that ceased) */
      newObjects: ObjectId[];
      cards: CardId[];
      from: ZoneName;
      to: ZoneName;
      reason: ZoneChangeReason;
      rule: string;
    }
  | { type: 'spellCast'; player: PlayerId; object: ObjectId; alternative?: string; faceDown: boolean; targets: Target[]; rule: '601.2' }
  | { type: 'abilityActivated'; player: PlayerId; object: ObjectId; source: ObjectId; targets: Target[]; rule: '602.2' }
  | { type: 'manaAbilityActivated'; player: PlayerId; source: ObjectId; rule: '605.3' }
  | { type: 'triggered'; trigger: string; source: ObjectId; controller: PlayerId; rule: '603.2' }
  | { type: 'triggerNotTriggered'; source: ObjectId; reason: 'interveningIf'; rule: '603.4' }
  | { type: 'triggerPutOnStack'; object: ObjectId; source: ObjectId; controller: PlayerId; targets: Target[]; rule: '603.3' | '603.3b' }
  | { type: 'triggerRemoved'; source: ObjectId; reason: 'noLegalTarget'; rule: '603.3d' }
  /** 800.4d: a triggered ability whose controller has left the game is never put on the stack */
  | { type: 'triggerRemoved'; source: ObjectId; reason: 'controllerLeft'; rule: '800.4d' }
  | { type: 'resolving'; object: ObjectId; rule: '608.1' }
  | { type: 'resolved'; object: ObjectId; rule: '608.2' | '608.3' | '608.3d' }
  | { type: 'fizzled'; object: ObjectId; rule: '608.2b' }
  | { type: 'conditionFailed'; object: ObjectId; rule: '603.4' }
  | { type: 'countered'; object: ObjectId; by: ObjectId | null; rule: string }
  | { type: 'targetIllegal'; object: ObjectId; target: Target; rule: '608.2b' }
  | { type: 'entered'; object: ObjectId; player: PlayerId; tapped: boolean; attacking: PlayerId | null; faceDown: boolean; rule: string }
  | { type: 'tokenCreated'; object: ObjectId; player: PlayerId; def: string; rule: '111.1' }
  | { type: 'countersAdded'; object: ObjectId; counter: CounterKind; amount: number; total: number; rule: string }
  | { type: 'countersRemoved'; object: ObjectId; counter: CounterKind; amount: number; total: number; rule: string }
  | { type: 'lifeGained'; player: PlayerId; amount: number; total: number; rule: '119.3' | '702.15b' }
  | { type: 'lifeLost'; player: PlayerId; amount: number; total: number; rule: '119.3' | '119.4' }
  | { type: 'damageDealt'; source: ObjectId; to: Target; amount: number; combat: boolean; rule: '120.3' | '510.2' }
  | { type: 'sacrificed'; object: ObjectId; player: PlayerId; rule: '701.21' }
  | { type: 'destroyed'; object: ObjectId; rule: '701.8' }
  | { type: 'attackersDeclared'; player: PlayerId; attackers: { object: ObjectId; target: PlayerId }[]; rule: '508.1' }
  | { type: 'blockersDeclared'; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[]; rule: '509.1' }
  | { type: 'unblocked'; object: ObjectId; rule: '509.1h' | '506.3d' | '508.4d' }
  | { type: 'removedFromCombat'; object: ObjectId; rule: '506.4' | '511.3' }
  | { type: 'damageRemoved'; rule: '514.2' }
  | { type: 'effectsEnded'; rule: '514.2' }
  | { type: 'pumped'; object: ObjectId; power: number; toughness: number; rule: '611.2' }
  | { type: 'lostAbilities'; object: ObjectId; rule: '613.1f' }
  | { type: 'gainedKeyword'; object: ObjectId; keyword: Keyword; rule: '613.1f' }
  | { type: 'controlChanged'; object: ObjectId; from: PlayerId; to: PlayerId; rule: '613.1b' | '800.4a' }
  /** `permanents`: the objects that left the battlefield with the player (603.6c) */
  | { type: 'leftGame'; player: PlayerId; cards: CardId[]; permanents: ObjectId[]; rule: '800.4a' }
  | { type: 'playerLost'; player: PlayerId; reason: 'life' | 'emptyLibrary'; rule: '704.5a' | '704.5b' }
  | { type: 'gameOver'; winningTeam: number | null; rule: '104.2a' | '104.4a' }
  | { type: 'sbaChecked'; rule: '704.3' }
  | { type: 'tokenCeased'; card: CardId; rule: '704.5d' | '111.7' }
  | { type: 'countersAnnihilated'; object: ObjectId; amount: number; rule: '704.5q' }
  | { type: 'landPlayed'; player: PlayerId; object: ObjectId; rule: '305.1' }
  | { type: 'decisionRequired'; player: PlayerId; decision: string }
  | { type: 'choiceMade'; player: PlayerId; question: string; choice: string }
  | { type: 'triggersOrdered'; player: PlayerId; order: string[]; rule: '603.3b' }
  // mechanics
  | { type: 'levelGained'; object: ObjectId; level: number; rule: '716.2a' }
  | { type: 'chapterTriggered'; object: ObjectId; chapter: number; rule: '714.2b' }
  | { type: 'sagaSacrificed'; object: ObjectId; rule: '714.4' | '704.5s' }
  | { type: 'schemeSetInMotion'; object: ObjectId; player: PlayerId; rule: '701.32a' | '904.9' }
  | { type: 'schemeAbandoned'; object: ObjectId; rule: '701.33a' }
  | { type: 'schemeReturnedToDeck'; object: ObjectId; rule: '704.6e' | '314.6' }
  | { type: 'merged'; object: ObjectId; spell: ObjectId; position: 'top' | 'bottom'; cards: CardId[]; rule: '702.140c' | '730.2' }
  | { type: 'mutateTargetIllegal'; spell: ObjectId; rule: '702.140b' }
  | { type: 'turnedFaceUp'; object: ObjectId; player: PlayerId; rule: '702.168d' | '116.2b' }
  | { type: 'turnedFaceDown'; object: ObjectId; rule: '708.2a' }
  | { type: 'revealed'; cards: CardId[]; player: PlayerId; rule: '708.9' }
  | { type: 'returnedForSneak'; object: ObjectId; player: PlayerId; rule: '702.190a' }
  | { type: 'wardPaid'; player: PlayerId; rule: '702.21a' }
  | { type: 'wardDeclined'; player: PlayerId; rule: '702.21a' };

export type ZoneChangeReason =
  | 'cast'
  | 'resolve'
  | 'draw'
  | 'sacrifice'
  | 'destroy'
  | 'dies'
  | 'returnToHand'
  | 'exile'
  | 'return'
  | 'counter'
  | 'sba'
  | 'cost'
  | 'play'
  | 'library'
  | 'merge'
  | 'discard';

export type EventType = GameEvent['type'];
