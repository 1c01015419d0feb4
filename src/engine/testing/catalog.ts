// The card catalog for engine tests: every definition under content/cards/ (validated by the
// content check; here it is only loaded).
import type { CardCatalog, CardDef } from '../index.ts';

const files = import.meta.glob<CardDef>('../../../content/cards/*.json', { eager: true, import: 'default' });

export const CATALOG: CardCatalog = Object.fromEntries(Object.values(files).map((d) => [d.id, d]));
