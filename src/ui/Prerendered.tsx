import type { MouseEventHandler, ReactNode } from 'react';

/**
 * A part of a page whose text comes from a lazily loaded content module (a rule page's text, the
 * glossary, the rules index). The prerendered HTML already holds that text: on the first load the
 * part hydrates from its own markup, kept from the DOM before hydration (src/main.tsx calls
 * `keepPrerendered`), so the module is not fetched a second time. Once its module is loaded (a
 * client-side navigation: the route's loader loads it), the part renders from it.
 *
 * `id` names the part and what it shows ("page/en/mutate/top"): a kept markup is only ever used
 * for the very part it was prerendered as.
 */
const kept = new Map<string, string>();
let head: { title: string; description: string } | null = null;

/** Keeps the markup of every prerendered part, and the page's title and description, before hydrating. */
export function keepPrerendered(root: Document = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-prerendered]')) {
    if (element.dataset.prerendered) kept.set(element.dataset.prerendered, element.innerHTML);
  }
  head = {
    title: root.title,
    description: root.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
  };
}

/** Whether the prerendered page holds every one of these parts (then their module can wait). */
export function hasPrerendered(...ids: string[]): boolean {
  return ids.every((id) => kept.has(id));
}

/** The prerendered page's title and description, for a page rendered from kept markup. */
export function prerenderedHead(): { title: string; description: string } {
  return head ?? { title: '', description: '' };
}

interface Props {
  id: string;
  /** whether the part's module is loaded: then `children` renders it */
  ready: boolean;
  children: () => ReactNode;
  className?: string;
  onClick?: MouseEventHandler<HTMLDivElement>;
}

export function Prerendered({ id, ready, children, className, onClick }: Props) {
  if (ready) {
    return (
      <div data-prerendered={id} className={className} onClick={onClick}>
        {children()}
      </div>
    );
  }
  const html = kept.get(id);
  if (html === undefined) throw new Error(`${id} was rendered before it was loaded`);
  // the very markup the server rendered, read back from the DOM: hydration finds it as it is
  return <div data-prerendered={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
