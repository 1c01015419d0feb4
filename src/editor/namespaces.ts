import { boardNamespaces } from '../board/namespaces.ts';

/** The catalogues the position editor reads: the board's (no mechanic's captions), its own and the engine's setup problems. */
export const editorNamespaces: string[] = [...boardNamespaces(''), 'editor', 'setup'];
