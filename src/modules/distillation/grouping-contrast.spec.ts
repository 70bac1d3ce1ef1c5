import { termVector } from '../../lib/text/comparison';
import { averageLinkage, CONTRAST_LINK_FACTOR, fixSignature, linkSimilarity } from './grouping';
import { alreadyDone, contrasted, contrastedTerms, directObject, statedPolarity, statedPolarityOf, verbStem } from './grouping-contrast';

// Texts written for these specs (a bike-sharing app), none from the reference sets.

describe('statedPolarity', () => {
  it('reads what works from the plain present clause before "ma" / "però"', () => {
    const p = statedPolarity('La bici si sblocca, ma dopo cento metri il motore si spegne.');
    expect([...p.works]).toEqual(['bic', 'sblocc']);
    expect(p.negated.size).toBe(0);
    expect(contrastedTerms(p, statedPolarity('La bici non si sblocca con il QR.'))).toEqual(['sblocc']);
  });
  it('reads what does not work from the word after a negator, past clitics and auxiliaries', () => {
    expect([...statedPolarity('Il lucchetto non mi si apre più.').negated]).toEqual(['apre']);
    expect([...statedPolarity('Nessuna ricevuta dopo la corsa.').negated]).toEqual(['ricev']);
  });
  it('does not read as working what the customer did, wants or expects', () => {
    // "ho prenotato … ma", "voglio sbloccare … ma", "dovrebbe sbloccarsi … ma": no fact about what works.
    for (const text of ['Ho prenotato la bici ma non la trovo.', 'Voglio sbloccare la bici ma il tasto è grigio.', 'La bici dovrebbe sbloccarsi da sola, ma resta ferma.']) {
      expect(statedPolarity(text).works.size).toBe(0);
    }
  });
});

describe('contrasted', () => {
  const unlocks = statedPolarityOf({ subject: 'bici', problem: 'La bici si sblocca però la batteria risulta a zero.', symptoms: '' });
  const locked = statedPolarityOf({ subject: 'non si sblocca', problem: 'Inquadro il QR e la bici non si sblocca.', symptoms: '' });
  const lockedToo = statedPolarityOf({ subject: '', problem: 'Il lucchetto resta chiuso, la bici non si sblocca mai.', symptoms: '' });
  it('holds when one says works what the other says does not, either way round', () => {
    expect(contrasted(unlocks, locked)).toBe(true);
    expect(contrasted(locked, unlocks)).toBe(true);
  });
  it('does not hold between two customers who say the same thing, or when either is unknown', () => {
    expect(contrasted(locked, lockedToo)).toBe(false);
    expect(contrasted(undefined, locked)).toBe(false);
  });
  it('discounts the link, so the near miss stays out of the unit whatever the order', () => {
    // Short texts are very alike (0.6–0.8), hence the high threshold.
    const a = termVector('la bici non si sblocca con il qr del manubrio');
    const b = termVector('la bici si sblocca con il qr ma la batteria del manubrio è a zero');
    expect(linkSimilarity({ vector: a, stated: locked }, { vector: b, stated: unlocks })).toBeCloseTo(linkSimilarity({ vector: a }, { vector: b }) * CONTRAST_LINK_FACTOR, 10);
    const items = [
      { key: 'l1', vector: a, stated: locked },
      { key: 'l2', vector: termVector('il qr del manubrio non sblocca la bici, il lucchetto resta chiuso'), stated: lockedToo },
      { key: 'u1', vector: b, stated: unlocks },
    ];
    const clusters = averageLinkage(items, 0.5);
    expect(averageLinkage([...items].reverse(), 0.5)).toEqual(clusters);
    expect(clusters.find((c) => c.includes('u1'))).toEqual(['u1']);
    expect(clusters.find((c) => c.includes('l1'))).toEqual(['l1', 'l2']);
    // Without what the customers said, the near miss joins.
    expect(averageLinkage(items.map(({ key, vector }) => ({ key, vector })), 0.5).find((c) => c.includes('u1'))!.length).toBeGreaterThan(1);
  });
});

describe('statedPolarity: subjects, empty clauses, places', () => {
  it('reads the subject of a negated light verb that ends its clause as what does not work', () => {
    expect([...statedPolarity('Il campanello non va più.').negated]).toEqual(['campanell']);
    expect([...statedPolarity('Da stamattina il display non fa niente.').negated]).toEqual(['display']);
    // A verb with a complement negates a relation ("non va con l'app"), not its subject.
    expect(statedPolarity('Il lucchetto non va con la app del telefono.').negated.size).toBe(0);
    // "non è carica": the word after the negator is the content, as before.
    expect([...statedPolarity('La batteria non è carica.').negated]).toEqual(['caric']);
  });
  it('reads the clause before an empty one ("… e tutto, ma …") as what works', () => {
    expect([...statedPolarity('Con la tessera sblocco la bici e tutto, ma il campanello non suona.').works]).toEqual(['tesser', 'sblocc', 'bic']);
  });
  it('does not read a place ("sul manubrio") as what works', () => {
    expect([...statedPolarity('Premo il tasto e si accende una spia sul manubrio, ma la bici non parte.').works]).toEqual(['accend', 'spi']);
  });
  it('holds between "the remote changes channel but the bell does not ring" and "the remote does not work at all"', () => {
    const partly = statedPolarity('Con la tessera sblocco la bici e tutto, ma il campanello non suona.');
    expect(contrastedTerms(partly, statedPolarity('La tessera non va più, la bici resta chiusa.'))).toEqual(['tesser']);
  });
});

describe('done actions and alreadyDone', () => {
  it('reads what the customer already did from a compound past, with its object', () => {
    expect([...statedPolarity('Ho già terminato la corsa dall\'app e poi il credito è sceso di due euro.').done]).toEqual(['termi corsa']);
    expect([...statedPolarity('Abbiamo provato a riavviare il telefono e il lucchetto si è aperto da solo.').done]).toEqual(['riavv telef']);
  });
  it('reads irregular participles as the imperatives they answer ("ho messo" / "metta")', () => {
    expect([...statedPolarity('Ho già messo la bici nello stallo e la corsa costa ancora.').done]).toEqual(['metta bici', 'metti bici']);
    expect(alreadyDone(statedPolarity('Ho spento il telefono e l\'app si è chiusa.').done, undefined, undefined, fixSignature('1. Spenga il telefono per un minuto.').actions)).toBe(true);
    // "ho scelto" answers "scelga" and "scegli", the two forms an agent gives a choice in.
    expect([...statedPolarity('La corsa è a tariffa piena: avevo già scelto Abbonamento mensile nella cassa.').done]).toEqual(['scelg abbon', 'scegl abbon']);
    expect(alreadyDone(statedPolarity('Ho scelto il casco tra gli accessori e non compare.').done, undefined, undefined, fixSignature('1. Scegli il casco nella schermata accessori.').actions)).toBe(true);
  });
  it('does not read a step the customer saw fail ("ho inserito il codice, ma …") as done', () => {
    expect(statedPolarity('Ho inserito il codice, ma la bici non si sblocca.').done.size).toBe(0);
    expect(statedPolarity('Ho provato a riavviare il telefono però niente.').done.size).toBe(0);
  });
  it('reads what a fix tells the customer to do from its imperatives and labels', () => {
    expect([...fixSignature('1. Apra l\'app e tocchi «Termina corsa» quando la bici è agganciata.').actions]).toEqual(expect.arrayContaining(['apra app', 'termi corsa']));
    // An agent's own back-office action tells the customer nothing to do.
    expect(fixSignature('1. Ho riaccreditato io i due euro dal pannello: li trova già nel saldo.').actions.size).toBe(0);
  });
  const told = fixSignature('1. Apra l\'app e tocchi «Termina corsa» quando la bici è agganciata.');
  const byHand = fixSignature('1. Ho riaccreditato io i due euro dal pannello: li trova già nel saldo.');
  const did = statedPolarity('Ho già terminato la corsa dall\'app e poi il credito è sceso di due euro.');
  const asks = statedPolarity('La corsa resta aperta anche se la bici è agganciata.');
  it('holds when one customer already did what the other\'s fix tells, either way round', () => {
    expect(alreadyDone(did.done, byHand.actions, asks.done, told.actions)).toBe(true);
    expect(alreadyDone(asks.done, told.actions, did.done, byHand.actions)).toBe(true);
  });
  it('does not hold when the customer\'s own fix gives that step too, or the other customer did it as well', () => {
    expect(alreadyDone(did.done, told.actions, asks.done, told.actions)).toBe(false);
    expect(alreadyDone(did.done, byHand.actions, did.done, told.actions)).toBe(false);
  });
  it('discounts the link like a contrast, so the one-off stays out of the recurring unit whatever the order', () => {
    const open1 = { key: 'r1', vector: termVector('corsa aperta bici agganciata app termina corsa'), fix: told, stated: asks };
    const open2 = { key: 'r2', vector: termVector('la corsa non si chiude con la bici agganciata app termina corsa'), fix: told, stated: statedPolarity('La corsa non si chiude, la bici è agganciata.') };
    const charged = { key: 'o1', vector: termVector('terminato la corsa app bici credito sceso due euro riaccreditato'), oneOff: true, fix: byHand, stated: did };
    expect(linkSimilarity(charged, open1)).toBeCloseTo(linkSimilarity({ ...charged, stated: undefined }, open1) * CONTRAST_LINK_FACTOR, 10);
    const clusters = averageLinkage([open1, open2, charged], 0.3);
    expect(averageLinkage([charged, open2, open1], 0.3)).toEqual(clusters);
    expect(clusters.find((c) => c.includes('o1'))).toEqual(['o1']);
    // Without what the customer said they did, the one-off joins (0.39 alike after the one-off discount).
    expect(averageLinkage([open1, open2, { ...charged, stated: undefined }], 0.3)).toHaveLength(1);
  });
});

describe('alreadyDone on the verb alone', () => {
  it('gives one stem to a participle, an imperative, an infinitive and a button of one verb', () => {
    expect(['ricaricato', 'ricarichi', 'ricarica', 'ricaricare'].map(verbStem)).toEqual(['ricaric', 'ricaric', 'ricaric', 'ricaric']);
    expect(['sostituito', 'sostituisca', 'sostituisci'].map(verbStem)).toEqual(['sostitu', 'sostitu', 'sostitu']);
  });
  it('reads a verb the customer applied themselves to a thing they name, not one pointing back or someone else\'s', () => {
    expect([...statedPolarity('Ho ricaricato il credito con la carta e il saldo è ancora a zero.').doneVerbs]).toEqual(['ricaric']);
    expect(statedPolarity('Il credito? L\'ho ricaricato ieri e il saldo è a zero.').doneVerbs.size).toBe(0);
    expect(statedPolarity('Mio fratello ha ricaricato il credito e il saldo è a zero.').doneVerbs.size).toBe(0);
    expect(statedPolarity('Ci ho messo mezz\'ora a trovare una bici libera.').doneVerbs.size).toBe(0);
  });
  it('reads a direct object only before any preposition', () => {
    expect(directObject(['il', 'lucchetto'], 0)).toBe('lucchetto');
    expect(directObject(['subito', 'dalla', 'schermata'], 0)).toBeNull();
  });
  it('reads what a fix tells to do without naming a thing, and the first word of its buttons', () => {
    const fix = fixSignature('1. Lo ricarichi con la carta, oppure può ricaricare subito dal tasto «Ricarica saldo». 2. Apra il profilo.');
    expect([...fix.verbs]).toEqual(['ricaric']);
    // "si sblocca così": an impersonal present, not an instruction.
    expect(fixSignature('1. La bici si sblocca così, con il QR sul manubrio.').verbs.size).toBe(0);
  });
  const topUp = { vector: termVector('credito saldo ricarica carta app bici saldo zero'), fix: fixSignature('1. Lo ricarichi dall\'app con la carta, dal tasto «Ricarica saldo».') };
  const paid = { vector: termVector('ricaricato credito carta saldo zero app bici accreditato'), oneOff: true, fix: fixSignature('1. La ricarica non era stata abbinata al conto: l\'ho accreditata io ora.'), stated: statedPolarity('Ho ricaricato il credito con la carta e il saldo è ancora a zero.') };
  it('holds when one customer did what the other\'s fix tells, so a top-up not credited is not "how do I top up"', () => {
    expect(linkSimilarity(paid, topUp)).toBeCloseTo(linkSimilarity({ ...paid, stated: undefined }, topUp) * CONTRAST_LINK_FACTOR, 10);
    expect(linkSimilarity(topUp, paid)).toBeCloseTo(linkSimilarity(paid, topUp), 10);
  });
  it('does not hold when the fix applies the verb to a thing it names, unlike the customer\'s', () => {
    const other = { ...topUp, fix: fixSignature('1. Ricarichi la pagina del profilo.') };
    expect(linkSimilarity(paid, other)).toBeCloseTo(linkSimilarity({ ...paid, stated: undefined }, other), 10);
  });
});

describe('a step told as its noun', () => {
  it('reads "ho fatto la X-zione" and "anche dopo la X-zione" as the step done, with its object', () => {
    const did = statedPolarity('Ho già fatto la sincronizzazione del lucchetto due volte.');
    expect([...did.doneVerbs]).toEqual(expect.arrayContaining(['sincronizz']));
    expect([...did.done]).toEqual(expect.arrayContaining(['sincr lucch']));
    expect([...statedPolarity('La bici non si sblocca anche dopo l\'aggiornamento dell\'app.').doneVerbs]).toEqual(['aggiorn']);
    expect([...statedPolarity('Nonostante la registrazione della carta il saldo è a zero.').doneVerbs]).toEqual(['registr']);
  });
  it('meets the verb of the other fix\'s label («Sincronizza lucchetto»)', () => {
    const fix = fixSignature('1. Nell\'app vada in Impostazioni > «Sincronizza lucchetto» e attenda il bip.');
    expect(alreadyDone(statedPolarity('Il lucchetto resta chiuso anche dopo la sincronizzazione.').doneVerbs, undefined, undefined, fix.verbs)).toBe(true);
  });
  it('reads no step from a noun that names no action, or without the cue before it', () => {
    expect(statedPolarity('Ho fatto la corsa fino in stazione e poi il lucchetto non si chiudeva.').doneVerbs.has('cors')).toBe(false);
    expect(statedPolarity('La sincronizzazione non parte.').doneVerbs.size).toBe(0);
    expect(statedPolarity('Anche dopo pranzo la bici era bloccata.').doneVerbs.size).toBe(0);
  });
});
