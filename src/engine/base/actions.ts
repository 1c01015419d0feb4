// What a player can do or decide. Every choice the rules give a player is an action.
import type { StepName } from './cards.ts';
import type { ObjectId, PlayerId, Target } from './state.ts';

export type CastMethod = 'normal' | 'sneak' | 'mutate' | 'disguise';

export interface CostChoices {
  /** permanents sacrificed to pay a "Sacrifice a [filter]" cost */
  sacrifice?: ObjectId[];
  /** permanents returned to hand to pay a cost (sneak: an unblocked attacker, 702.190a) */
  returnToHand?: ObjectId[];
}

export type Action =
  /** 117.3d: pass priority once */
  | { type: 'pass'; player: PlayerId }
  /**
   * Every player passes priority in turn until something happens: one object on the stack
   * resolves, a decision is needed, triggers go on the stack, or a new step begins (with `to`:
   * until that step begins). A shorthand for a run of `pass` actions.
   */
  | { type: 'advance'; player: PlayerId; to?: StepName }
  | { type: 'playLand'; player: PlayerId; object: ObjectId }
  | { type: 'cast'; player: PlayerId; object: ObjectId; method?: CastMethod; targets?: Target[]; costs?: CostChoices }
  | { type: 'activate'; player: PlayerId; object: ObjectId; ability: string; targets?: Target[]; costs?: CostChoices }
  /** 116.2b / 702.168d: turn a face-down permanent with disguise face up */
  | { type: 'turnFaceUp'; player: PlayerId; object: ObjectId }
  | { type: 'declareAttackers'; player: PlayerId; attackers: { object: ObjectId; target: PlayerId }[] }
  | { type: 'declareBlockers'; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  /** 603.3b: the order to put simultaneous triggers on the stack, first put first (resolves last) */
  | { type: 'orderTriggers'; player: PlayerId; order: string[] }
  | { type: 'chooseTargets'; player: PlayerId; targets: Target[] }
  | { type: 'choose'; player: PlayerId; option: string };

export type ActionType = Action['type'];
