/**
 * The Vite plugin that turns content/ into JavaScript modules at build time, so the
 * browser receives HTML strings and never a Markdown parser.
 *
 *   virtual:archivist/content          loaders for everything below (tiny, in the main chunk)
 *   virtual:archivist/index/<lang>     the home page's list of mechanics in one language
 *   virtual:archivist/page/<lang>/<slug>  one rule page (its own chunk)
 *   virtual:archivist/glossary/<lang>, virtual:archivist/rules/<lang>  the glossary and the rules index
 *   virtual:archivist/search/<lang>    the search index of one language
 *   virtual:archivist/examples/<slug>  one mechanic's worked examples, the cards they use and the
 *                                      step that shows each ruling (the board's data, its own chunk)
 *   virtual:archivist/cards            the whole card pool (the position editor's data, its own chunk)
 */
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { grammarProblems } from '../../i18n/grammarCheck.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { SLUGS, type ExampleModule } from '../types.ts';
import { readFileSync } from 'node:fs';
import { loadCatalog } from '../catalog.ts';
import { buildExampleModules, captionProblems, withSeeItLinks } from './examples.ts';
import { loadContent, type ContentOptions, type LoadedContent } from './load.ts';
import { glossaryModule, referenceLoaders, rulesIndexModule } from './reference.ts';
import { commonString, readExampleCaptions, withCopyLinks, withPrintExamples } from './pageExtras.ts';
import { buildSearchIndex, readSearchSources } from './search.ts';

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
      : (Object.fromEntries(SLUGS.map((slug) => [slug, { examples: [], catalog: {}, seeIt: {} }])) as unknown as Record<(typeof SLUGS)[number], ExampleModule>);
    // every example captioned, every step, in every language (the board and the printed page show them)
    if (examplesRoot) exampleProblems.push(...captionProblems(options.root, examples, LANGUAGES));
    // every name a template inserts has the forms the templates ask for (src/i18n/grammarCheck.ts)
    if (examplesRoot) exampleProblems.push(...grammarProblems(options.root, LANGUAGES));
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
      return referenceLoaders() + `export const indexLoaders = {\n${index}\n};\nexport const pageLoaders = {\n${pages}\n};\nexport const exampleLoaders = {\n${exampleLoaders}\n};\n`;
    }
    const { pages } = get();
    // the glossary and the rules index of one language (issue 3)
    const reference = /^(glossary|rules)\/(\w+)$/.exec(id);
    if (reference && (LANGUAGES as readonly string[]).includes(reference[2] ?? '')) {
      const lang = reference[2] as (typeof LANGUAGES)[number];
      return `export default ${JSON.stringify(reference[1] === 'glossary' ? glossaryModule(get(), lang) : rulesIndexModule(get(), lang))};\n`;
    }
    // the search index of one language (issue 8): MiniSearch JSON, its own chunk, loaded when the search box opens
    const search = /^search\/(\w+)$/.exec(id);
    if (search && (LANGUAGES as readonly string[]).includes(search[1] ?? '')) {
      return `export default ${JSON.stringify(buildSearchIndex(readSearchSources(contentDir, pages), search[1] as (typeof LANGUAGES)[number]))};\n`;
    }
    const index = /^index\/(\w+)$/.exec(id);
    if (index) {
      const lang = index[1] as (typeof LANGUAGES)[number];
      const list = SLUGS.map((slug) => {
        const { title, kind, set, summary, rulings } = pages[lang][slug];
        return { slug, lang, title, kind, set, summary, rulings };
      });
      return `export default ${JSON.stringify(list)};\n`;
    }
    // the whole card pool, for the position editor (issue 15); cards the engine rejects are left out
    if (id === 'cards') return `export default ${JSON.stringify(examplesRoot ? loadCatalog(examplesRoot) : {})};\n`;
    const examplesOf = /^examples\/(\w+)$/.exec(id);
    if (examplesOf) return `export default ${JSON.stringify(getExamples()[examplesOf[1] as (typeof SLUGS)[number]] ?? { examples: [], catalog: {}, seeIt: {} })};\n`;
    const page = /^page\/(\w+)\/(\w+)$/.exec(id);
    if (page) {
      const lang = page[1] as (typeof LANGUAGES)[number];
      const slug = page[2] as (typeof SLUGS)[number];
      // each ruling an example shows links to the step that shows it ("see it")
      const label = seeItLabel(lang);
      const seeItHtml = withSeeItLinks(pages[lang][slug].html, getExamples()[slug]?.seeIt ?? {}, () => label);
      // copy-link buttons on headings and rulings, and the examples' captions for print (issue 8)
      const copyLabels = {
        section: commonString(options.root, lang, 'copyLink.section', 'Copy link to this section'),
        ruling: commonString(options.root, lang, 'copyLink.ruling', 'Copy link to this ruling'),
      };
      const printHeading = commonString(options.root, lang, 'print.examples', 'Worked examples');
      const html = withPrintExamples(withCopyLinks(seeItHtml, copyLabels), examplesRoot ? readExampleCaptions(options.root, lang, slug) : [], { heading: printHeading });
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
      // A card or example the engine rejects fails the build, naming the file and the field; in
      // the dev server it is only reported (and left out of its board) so editing can go on.
      getExamples();
      if (exampleProblems.length && !this.meta.watchMode) {
        this.error(`Invalid cards, examples, captions or names' forms:\n  ${exampleProblems.join('\n  ')}`);
      }
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
