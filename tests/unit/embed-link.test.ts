import { describe, expect, it } from 'vitest';
import { embedPath, embedSnippet, fullPagePath, FRAME_HEIGHT, FRAME_WIDTH, HEIGHT_MESSAGE, isHeightMessage } from '../../src/board/model/embedLink.ts';
import { framingHeaders } from '../../scripts/static-server.ts';
import { contentSecurityPolicy, EMBED_POLICY, isEmbedRoute } from '../../scripts/prerender.ts';

describe('the embed address of a board', () => {
  it('names the mechanic, the example and the step', () => {
    expect(embedPath('it', 'saga', { example: 'saga-lore-over-turns', step: 3, branch: null, path: [] })).toBe('/it/embed/saga/?example=saga-lore-over-turns&step=3');
  });
  it("keeps the reader's own path off the example", () => {
    expect(embedPath('en', 'mutate', { example: 'mutate-x', step: 5, branch: 2, path: [1, -1] })).toBe('/en/embed/mutate/?example=mutate-x&step=5&branch=2&path=1.a');
  });
  it("embeds a played position by its ?p= code", () => {
    expect(embedPath('ru', 'position', { example: null, step: 4, branch: null, path: [] }, '1.abc-_')).toBe('/ru/embed/position/?p=1.abc-_&step=4');
  });
});

describe('the link back to the full page', () => {
  it('opens the rule page at the same step, at its board', () => {
    expect(fullPagePath('en', 'saga', '?example=saga-lore-over-turns&step=2')).toBe('/en/mechanics/saga/?example=saga-lore-over-turns&step=2#board');
  });
  it('opens a position in the editor, played', () => {
    expect(fullPagePath('en', 'position', '?p=1.xyz&example=position&step=2')).toBe('/en/play/?p=1.xyz&mode=play&step=2#board');
  });
  it('ignores a malformed place', () => {
    expect(fullPagePath('it', 'class', '?example=<script>&step=-1')).toBe('/it/mechanics/class/#board');
  });
});

describe('the snippet', () => {
  it('is a lazy iframe with a title and a size, its attributes escaped', () => {
    const html = embedSnippet('https://a.example/en/embed/saga/?example=x&step=1', 'Ann\'s "Saga" <board>');
    expect(html).toBe(
      `<iframe src="https://a.example/en/embed/saga/?example=x&amp;step=1" title="Ann's &quot;Saga&quot; &lt;board&gt;" width="${FRAME_WIDTH}" height="${FRAME_HEIGHT}" loading="lazy" style="max-width:100%;border:0"></iframe>`,
    );
  });
});

describe('the height message', () => {
  it('is recognised only whole', () => {
    expect(isHeightMessage({ type: HEIGHT_MESSAGE, height: 700 })).toBe(true);
    expect(isHeightMessage({ type: HEIGHT_MESSAGE, height: -1 })).toBe(false);
    expect(isHeightMessage({ type: HEIGHT_MESSAGE, height: '700' })).toBe(false);
    expect(isHeightMessage({ type: 'other', height: 700 })).toBe(false);
    expect(isHeightMessage(null)).toBe(false);
  });
});

describe('framing', () => {
  it('lets any page frame an embed page, and no other page is told anything new', () => {
    expect(framingHeaders('/en/embed/saga/')).toEqual({ 'Content-Security-Policy': 'frame-ancestors *' });
    expect(framingHeaders('/ru/embed/position/index.html')).toEqual({ 'Content-Security-Policy': 'frame-ancestors *' });
    for (const p of ['/en/', '/en/mechanics/saga/', '/en/glossary/', '/en/embed/', '/en/embedded/saga/', '/']) expect(framingHeaders(p)).toEqual({});
  });
  it("an embed page's own policy adds only that it frames nothing", () => {
    expect(isEmbedRoute('/it/embed/saga/')).toBe(true);
    expect(isEmbedRoute('/it/mechanics/saga/')).toBe(false);
    expect(EMBED_POLICY).toBe("frame-src 'none'");
    expect(contentSecurityPolicy()).not.toContain('frame-');
  });
});
