/**
 * Markdown body → sanitized HTML, at build time only (docs/content.md).
 * Directives: :::ruling{#id}, :::note{#id}, :rule[714.4], :term[text]{#glossary-id};
 * headings `## Text {#id}` (an id is required on h2 and h3).
 * Anything else that is not plain Markdown (raw HTML, an unknown directive) fails loudly.
 */
import type { Element } from 'hast';
import type { BlockContent, DefinitionContent, Heading as MdHeading, Nodes, Parent, PhrasingContent, Root } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Lang } from '../../i18n/languages.ts';
import { isAppId } from '../appIds.ts';
import { paths } from '../../i18n/paths.ts';
import { KEBAB_ID, RULE_NUMBER } from '../schema.ts';
import type { Heading } from '../types.ts';

export interface RenderOptions {
  lang: Lang;
  slug: string;
  /** Localized label shown on notes. */
  noteLabel: string;
  /**
   * A glossary id → its definition in this language. Given, every :term[] must name an entry
   * and carries its definition as a tooltip; omitted, terms are plain links.
   */
  definition?: (id: string) => string | undefined;
}

export interface RenderedBody {
  html: string;
  headings: Heading[];
  rulings: string[];
  notes: string[];
  /** Rule numbers cited inline with :rule[]. */
  citedRules: string[];
  /** Glossary ids marked with :term[], in order (repeats included). */
  terms: string[];
  /** Ruling id → the rule numbers it cites with :rule[]. */
  rulingRules: Record<string, string[]>;
}

/** A problem in the body; `line` is 1-based within the body. */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

type Directive = ContainerDirective | LeafDirective | TextDirective;

const HEADING_ID = /\s*\{#([^}\s]*)\}\s*$/;

function lineOf(node: Nodes): number | undefined {
  return node.position?.start.line;
}

function textOf(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}

function setHast(node: Nodes, tagName: string, properties: Record<string, unknown>): void {
  node.data = { ...node.data, hName: tagName, hProperties: properties as Element['properties'] };
}

/** Walks the tree, depth first, handing each node and its parent to `visit`. */
function walk(node: Nodes, visit: (node: Nodes, parent: Parent | null) => void, parent: Parent | null = null): void {
  visit(node, parent);
  if ('children' in node) for (const child of [...(node.children as Nodes[])]) walk(child, visit, node as Parent);
}

function idOf(directive: Directive, what: string): string {
  const id = directive.attributes?.id;
  if (!id) throw new ContentError(`${what} without an id (write ${what}{#some-id})`, lineOf(directive));
  if (!KEBAB_ID.test(id)) throw new ContentError(`${what} id "${id}" is not kebab-case`, lineOf(directive));
  return id;
}

function transform(tree: Root, options: RenderOptions, out: RenderedBody): void {
  const { lang, slug } = options;
  const seenIds = new Map<string, number | undefined>();
  let termCount = 0;
  // `generated`: an id the pipeline writes itself (term tooltips), not the author
  const claimId = (id: string, node: Nodes, generated = false) => {
    if (!generated && isAppId(id)) throw new ContentError(`id "${id}" is one of the site's own element ids (src/content/appIds.ts): choose another`, lineOf(node));
    if (seenIds.has(id)) throw new ContentError(`id "${id}" is used twice (first on line ${seenIds.get(id)})`, lineOf(node));
    seenIds.set(id, lineOf(node));
  };

  walk(tree, (node) => {
    switch (node.type) {
      case 'html':
        throw new ContentError('raw HTML is not allowed', lineOf(node));
      case 'heading':
        return heading(node);
      case 'containerDirective':
      case 'leafDirective':
      case 'textDirective':
        return directive(node);
      case 'image':
      case 'imageReference':
        throw new ContentError('images are not allowed in rule pages', lineOf(node));
      default:
        return;
    }
  });

  function heading(node: MdHeading): void {
    if (node.depth === 1) throw new ContentError('"#" headings are not allowed: the title comes from the front matter', lineOf(node));
    const last = node.children.at(-1);
    const match = last?.type === 'text' ? HEADING_ID.exec(last.value) : null;
    if (!match || last?.type !== 'text') {
      if (node.depth <= 3) throw new ContentError(`heading "${textOf(node)}" has no id (write "${'#'.repeat(node.depth)} ${textOf(node)} {#some-id}")`, lineOf(node));
      return;
    }
    const id = match[1] ?? '';
    if (!KEBAB_ID.test(id)) throw new ContentError(`heading id "${id}" is not kebab-case`, lineOf(node));
    last.value = last.value.slice(0, match.index);
    if (!last.value) node.children.pop();
    claimId(id, node);
    node.data = { ...node.data, hProperties: { id } };
    if (node.depth === 2 || node.depth === 3) out.headings.push({ depth: node.depth, id, text: textOf(node).trim() });
  }

  function directive(node: Directive): void {
    const kind = `${node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':'}${node.name}`;
    if (node.type === 'containerDirective' && node.name === 'ruling') {
      const id = idOf(node, kind);
      const expected = `${slug}-r${out.rulings.length + 1}`;
      if (id !== expected) throw new ContentError(`ruling id "${id}" should be "${expected}" (rulings are numbered <slug>-r<N> in page order)`, lineOf(node));
      claimId(id, node);
      out.rulings.push(id);
      const cited: string[] = [];
      walk(node, (child) => {
        if (child.type === 'textDirective' && child.name === 'rule') cited.push(textOf(child).trim());
      });
      out.rulingRules[id] = [...new Set(cited)];
      const anchor = {
        type: 'paragraph',
        children: [{ type: 'text', value: id }],
        data: { hName: 'a', hProperties: { href: `#${id}`, className: ['ruling-id'] } },
      } as unknown as BlockContent;
      (node.children as (BlockContent | DefinitionContent)[]).unshift(anchor);
      setHast(node, 'li', { id, className: ['ruling'] });
      return;
    }
    if (node.type === 'containerDirective' && node.name === 'note') {
      const id = idOf(node, kind);
      if (!new RegExp(`^${slug}-n\\d+$`).test(id)) throw new ContentError(`note id "${id}" should look like "${slug}-n1"`, lineOf(node));
      claimId(id, node);
      out.notes.push(id);
      const label = {
        type: 'paragraph',
        children: [{ type: 'text', value: options.noteLabel }],
        data: { hProperties: { className: ['note-label'] } },
      } as unknown as BlockContent;
      (node.children as (BlockContent | DefinitionContent)[]).unshift(label);
      setHast(node, 'aside', { id, className: ['note'] });
      return;
    }
    if (node.type === 'textDirective' && node.name === 'rule') {
      const number = textOf(node).trim();
      if (!RULE_NUMBER.test(number)) throw new ContentError(`:rule[${number}] is not a rule number such as 714.3b`, lineOf(node));
      out.citedRules.push(number);
      node.children = [{ type: 'text', value: number }];
      setHast(node, 'a', { href: paths.rules(lang, number), className: ['rule-ref'] });
      return;
    }
    if (node.type === 'textDirective' && node.name === 'term') {
      const id = idOf(node, `:term[${textOf(node)}]`);
      if (node.children.length === 0) throw new ContentError(`:term{#${id}} has no text`, lineOf(node));
      out.terms.push(id);
      if (!options.definition) {
        setHast(node, 'a', { href: paths.glossary(lang, id), className: ['term'] });
        return;
      }
      const definition = options.definition(id);
      if (definition === undefined) throw new ContentError(`:term[${textOf(node)}]{#${id}}: "${id}" has no entry in content/glossary.yaml`, lineOf(node));
      // <span class="term-wrap"><a class="term" aria-describedby=tip>text</a><span role="tooltip" class="term-tip">definition</span></span>:
      // CSS shows the tip on hover and keyboard focus, no script needed (src/styles/app.css).
      termCount += 1;
      const tipId = `term-tip-${termCount}`;
      claimId(tipId, node, true);
      const link = {
        type: 'emphasis',
        children: node.children,
        data: { hName: 'a', hProperties: { href: paths.glossary(lang, id), className: ['term'], ariaDescribedBy: tipId } },
      } as unknown as PhrasingContent;
      const tip = {
        type: 'emphasis',
        children: [{ type: 'text', value: definition }],
        data: { hName: 'span', hProperties: { id: tipId, role: 'tooltip', className: ['term-tip'] } },
      } as unknown as PhrasingContent;
      node.children = [link, tip];
      setHast(node, 'span', { className: ['term-wrap'] });
      return;
    }
    throw new ContentError(
      `unknown directive ${kind} (allowed: :::ruling, :::note, :rule[], :term[]{#id}; write "\\:" for a literal colon)`,
      lineOf(node),
    );
  }
}

/** Wraps each run of consecutive rulings in an <ol class="rulings" start="N">. */
function groupRulings(tree: Root): void {
  walk(tree, (node) => {
    if (!('children' in node) || node.type === 'list') return;
    const children = node.children as Nodes[];
    const grouped: Nodes[] = [];
    let run: Nodes[] | null = null;
    let count = 0;
    for (const child of children) {
      const isRuling = child.type === 'containerDirective' && child.name === 'ruling';
      if (!isRuling) {
        run = null;
        grouped.push(child);
        continue;
      }
      count += 1;
      if (!run) {
        run = [];
        grouped.push({
          type: 'list',
          ordered: true,
          spread: false,
          children: run,
          data: { hName: 'ol', hProperties: { className: ['rulings'], start: count } },
        } as unknown as Nodes);
      }
      run.push(child);
    }
    (node as Parent).children = grouped as Parent['children'];
  });
}

/** Exactly what the transform produces, nothing more. */
const sanitizeSchema: SanitizeSchema = {
  strip: ['script', 'style'],
  clobber: [],
  clobberPrefix: '',
  tagNames: [
    'p', 'br', 'hr', 'em', 'strong', 'del', 'code', 'pre', 'blockquote', 'a', 'ul', 'ol', 'li',
    'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'aside', 'sup', 'section', 'span',
  ],
  attributes: {
    a: ['href', 'ariaDescribedBy', ['className', 'rule-ref', 'term', 'ruling-id']],
    span: ['id', ['role', 'tooltip'], ['className', 'term-wrap', 'term-tip']],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    ol: ['start', ['className', 'rulings']],
    li: ['id', ['className', 'ruling']],
    aside: ['id', ['className', 'note']],
    p: [['className', 'note-label']],
    th: ['align'],
    td: ['align'],
  },
  protocols: { href: ['http', 'https', 'mailto'] },
  required: {},
  ancestors: {},
};

export function renderBody(markdown: string, options: RenderOptions): RenderedBody {
  const out: RenderedBody = { html: '', headings: [], rulings: [], notes: [], citedRules: [], terms: [], rulingRules: {} };
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(() => (tree: Root) => {
      transform(tree, options, out);
      groupRulings(tree);
    })
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchema)
    .use(rehypeStringify);
  out.html = String(processor.processSync(markdown)).trim();
  return out;
}
