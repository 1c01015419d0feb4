/**
 * Registers the forms of names ({{card, del}}, {{player, gen}}: ./grammar.ts) on the app's i18next
 * instance. Loaded by ./i18n.ts with the names catalogue, so that the grammar stays out of every
 * page's first load.
 */
import { registerGrammar } from './grammar.ts';
import { i18n } from './i18n.ts';

export function withGrammar(): void {
  registerGrammar(i18n);
}
