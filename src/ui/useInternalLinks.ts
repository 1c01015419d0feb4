import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for HTML rendered at build time (rule pages): links within the site go
 * through the router instead of reloading the page. Modified clicks, other origins and
 * in-page anchors behave as usual.
 */
export function useInternalLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest?.('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target || anchor.hasAttribute('download')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
