import { termVector } from '../../lib/text/comparison';
import { averageLinkage, keptApart, linkSimilarity, OWN_STEPS_LINK_FACTOR, SHARED_LABEL_LINK_FACTOR } from './grouping';
import { eachHasOwnLabel, fixLabels, fixLeafLabels, fixSignature, sameFixLabel, sharesFixLabel } from './grouping-fix';
import { statedPolarityOf } from './grouping-contrast';

// Texts written for these specs (a gym-booking app), none from the reference sets.

describe('a label named as the option not to take', () => {
  it('is no label of the fix ("invece di", "al posto di", "anziché")', () => {
    expect([...fixLeafLabels('1. Nella prenotazione scelga «Mensile» invece di «Annuale», poi confermi.')]).toEqual(['mensile']);
    expect([...fixLeafLabels('1. Tocchi "Ingresso singolo" al posto del "Pacchetto dieci".')]).toEqual(['ingresso singolo']);
    expect(fixLabels('1. Selezioni «Sala pesi» anziché «Sala corsi».')).toBe('Sala pesi');
  });
  it('keeps a label that merely follows the words elsewhere in the sentence', () => {
    expect([...fixLeafLabels('1. Invece di aspettare, tocchi «Lista d\'attesa».')]).toEqual(["lista d'attesa"]);
  });
});

describe('eachHasOwnLabel', () => {
  const reopen = fixSignature('1. Apra la prenotazione e tocchi «Annulla posto».\n2. Poi tocchi «Prenota di nuovo».');
  const waitList = fixSignature('1. Tocchi «Lista d\'attesa» sulla lezione piena.\n2. Quando si libera un posto tocchi «Prenota di nuovo».');
  const onlyRebook = fixSignature('1. Tocchi «Prenota di nuovo» dalla scheda della lezione.');
  const rebookAndCheck = fixSignature('1. Tocchi «Prenota di nuovo».\n2. Controlli in «Le mie lezioni» che compaia.');
  it('holds when the fixes share a label and each names one the other does not', () => {
    expect(eachHasOwnLabel(reopen, waitList)).toBe(true);
    expect(eachHasOwnLabel(waitList, reopen)).toBe(true);
  });
  it('does not hold when one fix is all within the other, or they share nothing', () => {
    expect(eachHasOwnLabel(reopen, onlyRebook)).toBe(false);
    expect(eachHasOwnLabel(rebookAndCheck, onlyRebook)).toBe(false);
    expect(eachHasOwnLabel(reopen, fixSignature('1. Tocchi «Rinnova abbonamento».\n2. Poi «Paga ora».'))).toBe(false);
  });
  it('suggests no merge on the shared step alone', () => {
    const reopenText = '1. Apra la prenotazione e tocchi «Annulla posto».\n2. Poi tocchi «Prenota di nuovo».';
    const waitListText = '1. Tocchi «Lista d\'attesa» sulla lezione piena.\n2. Quando si libera un posto tocchi «Prenota di nuovo».';
    expect(sharesFixLabel([reopenText], [waitListText])).toEqual([]);
    expect(sharesFixLabel([reopenText], [waitListText, '1. Tocchi «Prenota di nuovo» dalla scheda.'])).toEqual(['prenota di nuovo']);
  });
  it('takes away the shared label\'s raise and discounts the link instead', () => {
    const vector = termVector('la lezione di yoga risulta piena prenota di nuovo posto');
    expect(sameFixLabel(reopen, waitList)).toBe(true);
    expect(linkSimilarity({ vector, fix: reopen }, { vector, fix: waitList })).toBeCloseTo(OWN_STEPS_LINK_FACTOR, 6);
    expect(linkSimilarity({ vector, fix: reopen }, { vector, fix: onlyRebook })).toBe(Math.min(1, SHARED_LABEL_LINK_FACTOR));
  });
});

describe('keptApart', () => {
  // The customer already chose the option the other ticket's fix ends on, and was solved otherwise.
  const chose = {
    vector: termVector('abbonamento lezione prenotazione non valida ho scelto abbonamento mensile errore prenotazione'),
    fix: fixSignature('1. Aggiorni l\'app dallo store e rientri.'),
    stated: statedPolarityOf({ subject: 'prenotazione non valida', problem: 'Ho scelto Abbonamento mensile e la prenotazione risulta non valida.', symptoms: '' }),
  };
  const told = (extra: string) => ({
    vector: termVector(`abbonamento lezione prenotazione non valida errore prenotazione ${extra}`),
    fix: fixSignature('1. Nella cassa scelga «Abbonamento mensile» e confermi.'),
    stated: statedPolarityOf({ subject: 'prenotazione non valida', problem: `La prenotazione risulta non valida ${extra}.`, symptoms: '' }),
  });
  const unrelated = { vector: termVector('abbonamento lezione prenotazione non valida errore prenotazione'), fix: fixSignature('1. Aggiorni l\'app dallo store e rientri.'), stated: statedPolarityOf({ subject: '', problem: 'La prenotazione risulta non valida.', symptoms: '' }) };
  it('holds when one customer ruled the other\'s problem out and the fixes differ', () => {
    expect(keptApart(chose, told('oggi'))).toBe(true);
    expect(keptApart(told('oggi'), chose)).toBe(true);
  });
  it('does not hold on the ruling out alone, or on different fixes alone', () => {
    expect(keptApart(chose, { ...told('oggi'), fix: chose.fix })).toBe(false);
    expect(keptApart(unrelated, told('oggi'))).toBe(false);
  });
  it('keeps the pair in different clusters even when the others of the unit outweigh it, in any order', () => {
    const items = [
      { key: 'a', ...told('stamattina') },
      { key: 'b', ...told('ieri sera') },
      { key: 'c', ...told('da ieri') },
      { key: 'z', ...chose },
    ];
    const sorted = (clusters: string[][]) => clusters.map((c) => [...c].sort()).sort((x, y) => x[0]!.localeCompare(y[0]!));
    const clusters = sorted(averageLinkage(items, 0.3));
    expect(clusters).toEqual([['a', 'b', 'c'], ['z']]);
    expect(sorted(averageLinkage([...items].reverse(), 0.3))).toEqual(clusters);
  });
});
