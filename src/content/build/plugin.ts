/**
 * The Vite plugin that turns content/ into JavaScript modules at build time, so the
 * browser receives HTML strings and never a Markdown parser.
 *
 *   virtual:archivist/content          loaders for everything below (tiny, in the main chunk)
 *   virtual:archivist/index/<lang>     the home page's list of mechanics in one language
 *   virtual:archivist/page/<lang>/<slug>  one rule page (its own chunk)
 *   virtual:archivist/rules            rule number → citing pages
 *   virtual:archivist/examples/<slug>  one mechanic's worked examples, the cards they use and the
 *                                      step that shows each ruling (the board's data, its own chunk)
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { LANGUAGES } from '../../i18n/languages.ts';
import { SLUGS } from '../types.ts';
import { readFileSync } from 'node:fs';
import { buildExampleModules, withSeeItLinks, type ExampleModule } from './examples.ts';
import { loadContent, type ContentOptions, type LoadedContent } from './load.ts';

const PREFIX = 'virtual:archivist/';
const RESOLVED = `\0${PREFIX}`;

export function archivistContent(options: ContentOptions): Plugin {
  let content: LoadedContent | null = null;
  const contentDir = options.contentDir ?? path.join(options.root, 'content');
  const get = () => (content ??= loadContent(options));
  let examples: Record<(typeof SLUGS)[number], ExampleModule> | null = null;
  // examples and cards live next to the rule pages (content/); a content directory named otherwise has none
  const examplesRoot = path.basename(contentDir) === 'content' ? path.dirname(contentDir) : null;
  let exampleProblems: string[] = [];
  const getExamples = () => {
    if (examples) return examples;
    exampleProblems = [];
    examples = examplesRoot
      ? buildExampleModules(examplesRoot, get().pages.en, exampleProblems)
      : (Object.fromEntries(SLUGS.map((slug) => [slug, { examples: [], catalog: {}, seeIt: {} }])) as Record<(typeof SLUGS)[number], ExampleModule>);
    return examples;
  };
  const seeItLabel = (lang: string) => {
    try {
      const board = JSON.parse(readFileSync(path.join(options.root, 'locales', lang, 'board.json'), 'utf8')) as Record<string, string>;
      return board.seeIt ?? 'See it';
    } catch {
      return 'See it';
    }
  };

  function moduleFor(id: string): string | null {
    if (id === 'content') {
      const index = LANGUAGES.map((lang) => `  ${lang}: () => import('${PREFIX}index/${lang}'),`).join('\n');
      const pages = LANGUAGES.flatMap((lang) =>
        SLUGS.map((slug) => `  '${lang}/${slug}': () => import('${PREFIX}page/${lang}/${slug}'),`),
      ).join('\n');
      const exampleLoaders = SLUGS.map((slug) => `  '${slug}': () => import('${PREFIX}examples/${slug}'),`).join('\n');
      return `export const indexLoaders = {\n${index}\n};\nexport const pageLoaders = {\n${pages}\n};\nexport const loadRules = () => import('${PREFIX}rules');\nexport const exampleLoaders = {\n${exampleLoaders}\n};\n`;
    }
    const { pages, rules } = get();
    if (id === 'rules') return `export default ${JSON.stringify(rules)};\n`;
    const index = /^index\/(\w+)$/.exec(id);
    if (index) {
      const lang = index[1] as (typeof LANGUAGES)[number];
      const list = SLUGS.map((slug) => {
        const { title, kind, set, summary, rulings } = pages[lang][slug];
        return { slug, lang, title, kind, set, summary, rulings };
      });
      return `export default ${JSON.stringify(list)};\n`;
    }
    const examplesOf = /^examples\/(\w+)$/.exec(id);
    if (examplesOf) return `export default ${JSON.stringify(getExamples()[examplesOf[1] as (typeof SLUGS)[number]] ?? { examples: [], catalog: {}, seeIt: {} })};\n`;
    const page = /^page\/(\w+)\/(\w+)$/.exec(id);
    if (page) {
      const lang = page[1] as (typeof LANGUAGES)[number];
      const slug = page[2] as (typeof SLUGS)[number];
      // each ruling an example shows links to the step that shows it ("see it")
      const label = seeItLabel(lang);
      const html = withSeeItLinks(pages[lang][slug].html, getExamples()[slug]?.seeIt ?? {}, () => label);
      return `export default ${JSON.stringify({ ...pages[lang][slug], html })};\n`;
    }
    return null;
  }

  function reload(server: ViteDevServer) {
    content = null;
    examples = null;
    for (const environment of Object.values(server.environments)) {
      for (const [id, module] of environment.moduleGraph.idToModuleMap) {
        if (id.startsWith(RESOLVED)) environment.moduleGraph.invalidateModule(module);
      }
    }
    server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'archivist-content',
    buildStart() {
      // Validate everything up front, so a bad file fails the build before bundling starts.
      for (const file of get().files) this.addWatchFile(file);
      // an example the engine rejects is left out of its board (the content check fails on it)
      getExamples();
      for (const problem of exampleProblems) this.warn(problem);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      return id.startsWith(RESOLVED) ? moduleFor(id.slice(RESOLVED.length)) : null;
    },
    configureServer(server) {
      server.watcher.add([contentDir, path.join(options.root, 'locales')]);
      server.watcher.on('all', (_event, file) => {
        if (file.startsWith(contentDir + path.sep)) reload(server);
      });
    },
  };
}
