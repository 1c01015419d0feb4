/**
 * The embed page tells the page that frames it how tall its content is (docs/embed.md): a
 * `{ type: 'archivist:embed-height', height }` message to `window.parent`, on load and whenever
 * the height changes, so a page with the optional script can size its <iframe> to fit. The
 * board's own height does not depend on the frame's (EMBED_BOARD_SIZE), so a frame sized to the
 * message stays that size: no loop. Nothing is posted when the page is not framed.
 */
import { useEffect, type RefObject } from 'react';
import { HEIGHT_MESSAGE, type HeightMessage } from '../board/model/embedLink.ts';

export function useEmbedHeight(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el || window.parent === window) return;
    let last = 0;
    const post = () => {
      // the content's bottom edge in the document, padding included
      const height = Math.ceil(el.getBoundingClientRect().bottom + window.scrollY);
      if (height <= 0 || height === last) return;
      last = height;
      const message: HeightMessage = { type: HEIGHT_MESSAGE, height };
      // any origin may frame the board, and the height is no secret
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(post);
    observer.observe(el);
    post();
    return () => observer.disconnect();
  }, [root]);
}
