/**
 * Every catalogue but the common ones (src/i18n/i18n.ts lists those): each file its own lazily
 * loaded chunk. This list is a chunk of its own too, loaded with the first catalogue it names.
 */
import { importAgain } from './importAgain.ts';

type Load = () => Promise<{ default: Record<string, unknown> }>;
const files: Record<string, Load> = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/**/*.json', '!../../locales/*/common.json']);
// a catalogue whose chunk failed to arrive is asked for again at an address of its own (./importAgain.ts)
export const catalogues: Record<string, Load> = Object.fromEntries(Object.entries(files).map(([file, load]) => [file, () => importAgain(load)]));
