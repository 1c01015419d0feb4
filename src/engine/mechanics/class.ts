// Class (716). A class level bar "[Cost]: Level N" is an activated ability that can be activated
// only if the Class is level N-1 and only as a sorcery (716.2a); it uses the stack. The level is a
// designation (716.2b), not a counter; without one a permanent is level 1 (716.2d). The abilities
// of each reached level are granted in characteristics.ts; a Class that leaves and returns is a
// new object (400.7) and starts again at level 1.
import { fail } from '../base/errors.ts';
import { emitEvent } from '../base/bus.ts';
import { editObject } from '../base/write.ts';
import type { MechanicModule } from './types.ts';

export const classMechanic: MechanicModule<'class'> = {
  id: 'class',
  rules: ['716.2a', '716.2b', '716.2d', '716.3', '400.7'],
  checkActivation(_ctx, source, kind, level) {
    if (kind !== 'classLevel' || level === undefined) return;
    const now = source.level ?? 1;
    if (now >= level) fail('class-level-reached');
    if (now !== level - 1) fail('class-level-order');
  },
  runEffect(ctx, e, scope) {
    if (e.do !== 'setClassLevel') return;
    const o = scope.self ? ctx.s.objects[scope.self] : undefined;
    if (!o || o.zone !== 'battlefield') return;
    editObject(ctx.s, o).level = e.level;
    emitEvent(ctx, { type: 'levelGained', object: o.id, level: e.level, rule: '716.2a' });
  },
};
