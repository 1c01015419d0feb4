/**
 * The Italian rows of content/terminology.yaml for ward («egida») and disguise («camuffare»), the
 * keywords as the Italian cards print them, catch the earlier wordings, and the right ones pass:
 * «segnalino scudo» is the shield counter, not ward, and must not be flagged.
 */
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/build/load.ts';
import { terminologyChecker } from '../../src/content/build/terminology.ts';

const { check } = terminologyChecker(loadContent({ root: process.cwd() }).terminology);

describe('Italian terminology', () => {
  test.each([
    ['Una creatura 2/2 con scudo {2}.', 'ward'],
    ['Lo Scudo si innesca.', 'ward'],
    ['Scudo {2} (Ogniqualvolta questa creatura diventa bersaglio…)', 'ward'],
    ['Airone Scudo di Vetro', 'ward'],
    ['Niente scudi.', 'ward'],
    ['La creatura ha protezione {2}.', 'ward'],
    ['Paga il suo costo di camuffamento.', 'disguise'],
    ['Camuffamento {1}{U}', 'disguise'],
    ['(Puoi lanciare questa carta a faccia in giù per {3} come creatura 2/2 con egida {2}.)', 'mechanic-disguise-reminder'],
  ])('«%s» is a wrong variant (%s)', (text, concept) => {
    const problems = check(text, 'it');
    expect(problems.some((p) => p.endsWith(`(${concept})`)), problems.join('; ')).toBe(true);
  });

  test.each([
    'Metti un segnalino scudo su quella creatura.',
    'Rimuovi due segnalini scudo.',
    'Egida {2} (Ogniqualvolta questa creatura diventa bersaglio di una magia o abilità controllata da un avversario, neutralizza quella magia o abilità a meno che quel giocatore non paghi {2}.)',
    'La creatura perde tutte le sue abilità, egida compresa.',
    'Camuffare {4}{R/G}{R/G} (Puoi lanciare questa carta a faccia in giù come una creatura 2/2 con egida {2} pagando {3}. Girala a faccia in su in qualsiasi momento pagando il suo costo di camuffare.)',
    'Una carta con camuffare; l’abilità di camuffare.',
    'Lo scudiero.',
  ])('«%s» passes', (text) => {
    expect(check(text, 'it')).toEqual([]);
  });
});
