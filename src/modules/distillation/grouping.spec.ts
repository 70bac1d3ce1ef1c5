import { termVector } from '../../lib/text/comparison';
import { statedPolarity } from './grouping-contrast';
import { averageLinkage, candidateGroupingText, DIFFERENT_FIX_LINK_FACTOR, differentFixes, FIX_TEXT_LINK_FACTOR, fixLabels, fixLeafLabels, fixSignature, keptApart, linkSimilarity, ONE_OFF_LINK_FACTOR, sameFixLabel, SHARED_LABEL_LINK_FACTOR, sharesFixLabel, withoutRetractions } from './grouping';

// Texts written for these specs (a library app), none from the reference sets.

describe('fixLabels / fixLeafLabels', () => {
  const fix = '1. Apra Profilo → Tessera → «Rinnova tessera» e confermi.\n2. Poi tocchi "Sincronizza prestiti".';
  it('takes the quoted UI labels and the menu items after the first arrow', () => {
    // The item ends where the sentence goes on ("… e confermi").
    expect(fixLabels(fix).split('\n')).toEqual(['Rinnova tessera', 'Sincronizza prestiti', 'Tessera', '«Rinnova tessera»']);
  });
  it('ends a menu item at a lei-imperative, a modal, a conjunction or "per" before an article, not at a noun that reads as a tu-imperative', () => {
    expect([...fixLeafLabels('1. In Prestiti > Storico selezioni il libro e lo restituisca.')]).toEqual(['storico']);
    expect([...fixLeafLabels('1. Apra Account > Notifiche e, se sono spente, le accenda.')]).toEqual(['notifiche']);
    expect([...fixLeafLabels('1. Da Tessera > Scadenza può rinnovarla per un anno.')]).toEqual(['scadenza']);
    expect([...fixLeafLabels('1. Usi Profilo > Avvisi per le prossime scadenze.')]).toEqual(['avvisi']);
    expect([...fixLeafLabels('1. Il gestore apre Utenti > Verifica identità del lettore.')]).toEqual(['verifica identità del lettore']);
  });
  it('leaves out a menu path told as where the outcome will be found', () => {
    expect([...fixLeafLabels('1. Abbiamo rinnovato la tessera: la trova in Profilo > Tessere.')]).toEqual([]);
    expect([...fixLeafLabels('1. Il nuovo prestito si trova in Profilo > Prestiti attivi.')]).toEqual([]);
    expect([...fixLeafLabels('1. Vada in Profilo > Prestiti scaduti. Lo vede poi in Storico > Restituiti.')]).toEqual(['prestiti scaduti']);
  });
  it('reads a control named without quotes after the word for it as a label', () => {
    expect([...fixLeafLabels('1. Tenga premuto il pulsante Proroga finché diventa verde.')]).toEqual(['proroga']);
    expect([...fixLeafLabels("1. Tocchi l'icona Prenota Copia accanto al titolo.")]).toEqual(['prenota copia']);
    expect([...fixLeafLabels('1. Tocchi il pulsante in basso.')]).toEqual([]);
  });
  it('tells two fixes apart when no label of one has all its words among a label of the other', () => {
    const sig = (s: string) => fixSignature(s);
    expect(differentFixes(sig('1. Tocchi "Proroga prestito".'), sig('1. Tocchi "Annulla proroga automatica".'))).toBe(true);
    expect(differentFixes(sig('1. Tocchi "Proroga".'), sig('1. Tocchi "Proroga prestito".'))).toBe(false);
  });
  it('compares fixes by the labels they end on, quotes stripped', () => {
    expect([...fixLeafLabels(fix)].sort()).toEqual(['rinnova tessera', 'sincronizza prestiti']);
    expect(sharesFixLabel([fix], ['1. Da Impostazioni → Account → "Rinnova tessera".'])).toEqual(['rinnova tessera']);
    // Same menu area, another button: not the same fix.
    expect(sharesFixLabel([fix], ['1. Da Profilo → Tessera → "Blocca tessera".'])).toEqual([]);
    expect(sharesFixLabel(['Riavvii l\'app.'], ['Riavvii l\'app.'])).toEqual([]);
  });
});

describe('linkSimilarity', () => {
  const a = termVector('la tessera della biblioteca risulta scaduta e non posso prendere libri');
  const b = termVector('tessera biblioteca scaduta, non posso prendere in prestito libri');
  it('discounts a one-off against a recurring ticket, not two of a kind', () => {
    const plain = linkSimilarity({ vector: a }, { vector: b });
    expect(plain).toBeGreaterThan(0.3);
    expect(linkSimilarity({ vector: a, oneOff: true }, { vector: b, oneOff: false })).toBeCloseTo(plain * ONE_OFF_LINK_FACTOR, 10);
    expect(linkSimilarity({ vector: a, oneOff: true }, { vector: b, oneOff: true })).toBeCloseTo(plain, 10);
  });
  it('so average linkage keeps a borderline one-off apart, whatever the order of the items', () => {
    const items = [
      { key: 'r1', vector: termVector('tessera scaduta non posso prendere libri in prestito') },
      { key: 'r2', vector: termVector('la tessera è scaduta e non posso prendere libri') },
      { key: 'o1', vector: termVector('tessera scaduta non posso prendere libri, ho rinnovato io dal gestionale'), oneOff: true },
    ];
    const withFlag = averageLinkage(items, 0.7);
    expect(withFlag).toEqual(averageLinkage([...items].reverse(), 0.7));
    expect(withFlag.find((c) => c.includes('o1'))).toEqual(['o1']);
    expect(averageLinkage(items.map(({ key, vector }) => ({ key, vector })), 0.7).find((c) => c.includes('o1'))!.length).toBeGreaterThan(1);
  });
});

describe('keptApart, error codes', () => {
  const item = (text: string) => ({ key: text, vector: termVector(text), stated: statedPolarity(text) });
  const a = item('il prestito digitale si blocca, compare codice 00512 e il libro non si scarica');
  const b = item('il prestito digitale si blocca, compare codice 00640 e il libro non si scarica');
  const c = item('prestito digitale bloccato con codice 512, il libro non si scarica più');
  const d = item('il prestito digitale si blocca e il libro non si scarica');
  it('keeps apart two tickets that quote codes and share none, however alike their words', () => {
    expect(linkSimilarity(a, b)).toBeGreaterThan(0.8);
    expect(keptApart(a, b)).toBe(true);
    expect(averageLinkage([a, b], 0.3)).toEqual([[a.key], [b.key]]);
  });
  it('not when they share a code, written either way, nor when one quotes none', () => {
    expect(keptApart(a, c)).toBe(false);
    expect(keptApart(a, d)).toBe(false);
    expect(averageLinkage([a, c, d], 0.3)).toHaveLength(1);
  });
});

describe('differentFixes / fixSignature', () => {
  const sig = fixSignature;
  it('reads what the imperatives act on', () => {
    expect([...sig('Riavvii il contatore e attenda due minuti.').objects]).toContain('conta');
    expect(sig('Vada in Profilo → Tessera e tocchi «Rinnova».').labels.has('rinnova')).toBe(true);
  });
  it('different labels, or different objects without labels, are different fixes', () => {
    expect(differentFixes(sig('Tocchi «Rinnova prestito».'), sig('Tocchi «Sospendi tessera».'))).toBe(true);
    expect(differentFixes(sig('Riavvii il contatore.'), sig('Aggiorni l\'app del parcheggio.'))).toBe(true);
  });
  it('the same label told two ways, a shared object, or an unknown fix are not', () => {
    expect(differentFixes(sig('Tocchi «Esci».'), sig('Tocchi «Esci dall\'account» e rientri.'))).toBe(false);
    expect(differentFixes(sig('Spenga il contatore e lo riaccenda.'), sig('Riavvii il contatore.'))).toBe(false);
    expect(differentFixes(sig('Attenda qualche minuto.'), sig(''))).toBe(false);
    expect(differentFixes(undefined, sig('Riavvii il contatore.'))).toBe(false);
  });
  it('linkSimilarity discounts different fixes', () => {
    const a = termVector('la tessera della biblioteca non funziona al tornello');
    const b = termVector('tessera biblioteca non funziona tornello ingresso');
    const plain = linkSimilarity({ vector: a }, { vector: b });
    expect(linkSimilarity({ vector: a, fix: sig('Tocchi «Rinnova».') }, { vector: b, fix: sig('Tocchi «Sospendi».') })).toBeCloseTo(plain * DIFFERENT_FIX_LINK_FACTOR, 10);
    // The same label raises it instead (SHARED_LABEL_LINK_FACTOR); fixes neither alike nor different leave it.
    expect(linkSimilarity({ vector: a, fix: sig('Tocchi «Rinnova».') }, { vector: b, fix: sig('Tocchi «Rinnova».') })).toBeCloseTo(Math.min(1, plain * SHARED_LABEL_LINK_FACTOR), 10);
    expect(linkSimilarity({ vector: a, fix: sig('Attenda qualche minuto.') }, { vector: b, fix: sig('Tocchi «Rinnova».') })).toBeCloseTo(plain, 10);
  });
});

describe('withoutRetractions', () => {
  it('leaves out a step the agent takes back, and the sentence that only points back at it', () => {
    const fix = '1. In Prestiti → «Restituisci»... no, mi scusi, quello chiude il prestito.\n2. Il tasto giusto è «Proroga», sempre in Prestiti.';
    expect(withoutRetractions(fix)).toBe('1. \n2. Il tasto giusto è «Proroga», sempre in Prestiti.');
    expect([...fixSignature(fix).labels]).toEqual(['proroga']);
    expect(candidateGroupingText({ subject: '', problem: 'p', symptoms: '', search_phrases: [], solution: fix })).not.toMatch(/Restituisci/);
  });
  it('keeps what follows a correction that names the right step', () => {
    expect(withoutRetractions('1. Vada in Profilo, anzi in Impostazioni → «Avvisi».')).toBe('1. in Impostazioni → «Avvisi».');
    expect(withoutRetractions('1. Tocchi «Rinnova»; ho sbagliato, tocchi «Proroga».')).toBe('1. tocchi «Proroga».');
  });
  it('does not touch a fix without a correction, nor words that only begin alike', () => {
    const plain = '1. Per un lettore anziano la sala studio apre alle 9: prenoti da Servizi → «Posto in sala».';
    expect(withoutRetractions(plain)).toBe(plain);
  });
  it('so a withdrawn label links no two fixes for a merge suggestion', () => {
    const withdrawn = '1. Tocchi «Chiudi tessera»... no scusi, quella la chiude per sempre.\n2. La voce giusta è «Sospendi tessera».';
    expect(sharesFixLabel([withdrawn], ['1. Da Profilo → «Chiudi tessera».'])).toEqual([]);
    expect(sharesFixLabel([withdrawn], ['1. Da Profilo → «Sospendi tessera».'])).toEqual(['sospendi tessera']);
  });
});

describe('fixSignature, informal register', () => {
  it('reads what a "tu" imperative acts on, as a "lei" one', () => {
    expect([...fixSignature('Apri il catalogo e cerca il titolo.').objects]).toContain('catal');
    expect(differentFixes(fixSignature('Tieni premuto il pulsante rosso per dieci secondi.'), fixSignature('Aggiorni la password dal sito.'))).toBe(true);
    expect(differentFixes(fixSignature('Riavvia il lettore di tessere.'), fixSignature('Spenga il lettore e lo riaccenda.'))).toBe(false);
  });
});

describe('one same fix label', () => {
  const a = termVector('non riesco a prolungare il prestito del libro dalla app');
  const b = termVector('il prestito scade domani, come lo allungo? il sito non mi fa');
  it('raises the similarity of two tickets solved by the same button, up to 1', () => {
    const plain = linkSimilarity({ vector: a }, { vector: b });
    const same = { vector: b, fix: fixSignature('Da Prestiti tocchi «Proroga».') };
    expect(sameFixLabel(fixSignature('Prestiti → «Proroga»'), same.fix)).toBe(true);
    const told = fixSignature('1. Apri Prestiti → «Proroga».');
    // The raise applies to the better of the texts' and the fixes' similarity (FIX_TEXT_LINK_FACTOR).
    const before = Math.max(plain, FIX_TEXT_LINK_FACTOR * linkSimilarity({ vector: told.vector }, { vector: same.fix.vector }));
    expect(linkSimilarity({ vector: a, fix: told }, same)).toBeCloseTo(before * SHARED_LABEL_LINK_FACTOR, 10);
    expect(linkSimilarity({ vector: a, fix: same.fix }, { vector: a, fix: same.fix })).toBe(1);
  });
  it('so differently told tickets of one button form one unit, and the withdrawn neighbour stays out, in any order', () => {
    // As the job compares them: problem and fix in one text, the fix's signature beside it.
    const ticket = (key: string, problem: string, solution: string) => ({
      key,
      vector: termVector(candidateGroupingText({ subject: '', problem, symptoms: '', search_phrases: [], solution })),
      fix: fixSignature(solution),
    });
    const items = [
      ticket('p1', 'vorrei prolungare il prestito del romanzo, scade venerdì', '1. In Prestiti tocchi «Proroga».'),
      ticket('p2', 'il libro va reso domani ma non ho finito di leggerlo, si può avere più tempo?', '1. Apri Prestiti → «Proroga» e conferma.'),
      ticket('c1', 'voglio chiudere la tessera della biblioteca, mi trasferisco', '1. Da Profilo → «Chiudi tessera» e confermi.'),
      ticket('c2', 'come si chiude la tessera? non la uso più', '1. Vada in Profilo → «Chiudi tessera».'),
      ticket('s1', 'posso fermare la tessera per due mesi senza chiuderla?', '1. Da Profilo → «Chiudi tessera»... no scusi, quella la chiude per sempre.\n2. La voce giusta è «Metti in pausa», sempre in Profilo.'),
    ];
    const clusters = averageLinkage(items, 0.3);
    expect(averageLinkage([...items].reverse(), 0.3)).toEqual(clusters);
    expect(clusters.find((c) => c.includes('p1'))).toEqual(['p1', 'p2']);
    expect(clusters.find((c) => c.includes('c1'))).toEqual(['c1', 'c2']);
    expect(clusters.find((c) => c.includes('s1'))).toEqual(['s1']);
    // Read with the withdrawn step, the same ticket joins the closing unit.
    const told = { ...items[4]!, vector: termVector('posso fermare la tessera per due mesi senza chiuderla? Profilo «Chiudi tessera» «Chiudi tessera» «Chiudi tessera» la chiude per sempre «Metti in pausa»') };
    expect(averageLinkage([...items.slice(0, 4), told], 0.3).find((c) => c.includes('s1'))).toEqual(['c1', 'c2', 's1']);
  });
});

describe('FIX_TEXT_LINK_FACTOR', () => {
  const ticket = (key: string, problem: string, solution: string) => ({
    key,
    vector: termVector(candidateGroupingText({ subject: '', problem, symptoms: '', search_phrases: [], solution })),
    fix: fixSignature(solution),
  });
  // One long story and one line ("Re: prestito"), solved with the same words.
  const long = ticket('l1', 'Sono andata in biblioteca sabato mattina con mia nipote, volevamo prendere tre fumetti ma al banco mi hanno detto che la tessera risulta sospesa e non potevo portare via niente', '1. Apra Profilo e tocchi il pallino rosso accanto alla tessera, poi confermi l\'indirizzo e-mail con il codice ricevuto.');
  const short = ticket('s1', 'Re: prestito', '1. Tocchi il pallino rosso accanto alla tessera in Profilo e confermi l\'e-mail con il codice che le arriva.');
  const other = ticket('o1', 'Re: prestito', '1. In Prestiti tocchi «Proroga» e scelga una nuova data di riconsegna.');
  it('links two tickets at least this much of how alike their fixes alone are', () => {
    const texts = linkSimilarity({ vector: long.vector }, { vector: short.vector });
    const fixes = FIX_TEXT_LINK_FACTOR * linkSimilarity({ vector: long.fix.vector }, { vector: short.fix.vector });
    expect(fixes).toBeGreaterThan(texts);
    expect(linkSimilarity(long, short)).toBeCloseTo(fixes, 10);
    expect(linkSimilarity(long, short)).toBeGreaterThanOrEqual(0.3);
  });
  it('leaves a pair solved differently as the whole text makes it, whatever the order', () => {
    expect(linkSimilarity(short, other)).toBeLessThan(0.3);
    const clusters = averageLinkage([long, short, other], 0.3);
    expect(averageLinkage([other, short, long], 0.3)).toEqual(clusters);
    expect(clusters.find((c) => c.includes('l1'))).toEqual(['l1', 's1']);
    expect(clusters.find((c) => c.includes('o1'))).toEqual(['o1']);
  });
});
