// Build-time board data: which step shows a ruling, and the "see it" links added to rulings.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/index.ts';
import { closingLi, rulingRules, stepShowing, withSeeItLinks } from './examples.ts';

const html =
  '<ol class="rulings"><li id="saga-r1" class="ruling"><a href="#saga-r1" class="ruling-id">saga-r1</a><p>Text (<a href="/en/rules/#714.3a" class="rule-ref">714.3a</a>)</p><ul><li>nested</li></ul></li>' +
  '<li id="saga-r2" class="ruling"><p>Other (<a href="/en/rules/#704.5s" class="rule-ref">704.5s</a>)</p></li></ol>';

describe('see it', () => {
  it('reads the rules a ruling cites, nested lists included', () => {
    expect(rulingRules(html, 'saga-r1')).toEqual(['714.3a']);
    expect(rulingRules(html, 'saga-r2')).toEqual(['704.5s']);
    expect(rulingRules(html, 'saga-r9')).toEqual([]);
    const start = html.indexOf('<li id="saga-r1"');
    expect(html.slice(closingLi(html, start) - 5, closingLi(html, start))).toBe('</li>');
    expect(html.slice(closingLi(html, start)).startsWith('<li id="saga-r2"')).toBe(true);
  });

  it('finds the first step whose events cite a rule or one of its subrules', () => {
    const ev = (rule: string) => ({ type: 'sbaChecked', rule }) as unknown as GameEvent;
    const steps = [{ events: [ev('714.3a')] }, { events: [ev('117.3')] }, { events: [ev('714.3b')] }, { events: [ev('714.3a')] }];
    expect(stepShowing(steps, ['714.3a'])).toBe(3);
    expect(stepShowing(steps, ['714.3'])).toBe(2);
    expect(stepShowing(steps, ['714.30'])).toBeNull();
    expect(stepShowing(steps, ['999.1'])).toBeNull();
  });

  it('adds a link at the end of each ruling an example shows', () => {
    const out = withSeeItLinks(html, { 'saga-r1': { example: 'saga-demo', step: 2 } }, () => 'See it');
    expect(out).toContain('<ul><li>nested</li></ul><a class="see-it" href="?example=saga-demo&amp;step=2#board" data-see-it="saga-r1">See it</a></li><li id="saga-r2"');
    expect(out.match(/see-it/g)).toHaveLength(2);
  });
});
