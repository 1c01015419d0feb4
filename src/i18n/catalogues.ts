/**
 * Every catalogue but the common ones (src/i18n/i18n.ts lists those): each file its own lazily
 * loaded chunk. This list is a chunk of its own too, loaded with the first catalogue it names.
 */
export const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/**/*.json', '!../../locales/*/common.json']);
