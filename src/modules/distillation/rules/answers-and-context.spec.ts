import { ordersNothing, isPermission } from './instruction';
import { classifyReply } from './replies';
import { agentSentences, anaphoricContext, extractSteps } from './steps';
import { agentRestatedProblem, keywordQuery, menuLabels } from './short-ticket';
import { agentActions, noteAction } from './agent-action';
import { oneOffEvidence } from './agent-cues';
import { run, ticket } from './tickets.spec-helper';

// Sentences written for these specs (a bike-sharing app, a gym, a thermostat, a library, a
// printer of labels): none comes from the reference sets.

describe('classifyReply: failures said by their form', () => {
  it.each([
    'stesso problema, la bici resta bloccata',
    'fatto, ma stessa schermata grigia',
    'Riavviato. Stesso avviso di prima.',
    'non ha funzionato, sempre offline',
    'Provato, non è servito a niente.',
    'niente da fare, non ha risolto',
  ])('negative: %s', (reply) => expect(classifyReply(reply)).toBe('negative'));
  it.each(['sono nella stessa pagina di prima e ora vedo il pulsante, grazie funziona', 'ok, ho usato lo stesso account e sono entrato'])(
    'not negative: %s',
    (reply) => expect(classifyReply(reply)).not.toBe('negative'),
  );
});

describe('sentences: marks inside a quote', () => {
  it('a question mark inside a quoted label ends no step', () => {
    const steps = extractSteps('Allora usi l\'altra strada: tocchi "Hai perso la tessera?" > "Richiedi duplicato" e attenda la mail.');
    expect(steps).toHaveLength(1);
    expect(steps[0]).toContain('Richiedi duplicato');
  });
  it('a dot inside a quote ends no sentence', () => {
    const texts = agentSentences('Forse il nome è stato scritto "sig. Neri" a mano: così il lettore non lo trova. Lo corregga dal profilo.').map((s) => s.text);
    expect(texts[0]).toContain('a mano');
  });
});

describe('steps that order nothing', () => {
  it.each(['Intanto può noleggiare un\'altra bici senza pagare due volte.', 'La tessera vecchia può buttarla.', 'Il ritiro può farlo anche sua sorella, con delega.'])(
    'permission: %s',
    (s) => expect(isPermission(s)).toBe(true),
  );
  it.each(['Può provare a riavviare il termostato.', 'Può essere un guasto del sensore.', 'Apra l\'app e può entrare.'])('not a permission: %s', (s) =>
    expect(isPermission(s)).toBe(false),
  );
  it('a place said with a verb of being or seeing orders nothing; a bare path is the order to go there', () => {
    expect(ordersNothing('Lo stato del prestito è in Profilo > Prestiti.')).toBe(true);
    expect(ordersNothing('Impostazioni > Rete > "Riconnetti".')).toBe(false);
    expect(ordersNothing('Vada in Profilo > Prestiti e tocchi "Rinnova".')).toBe(false);
  });
  it('an answer whose only step permits something keeps its explanation', () => {
    const { unit, trace } = run(
      ticket('addebito doppio', [
        ['customer', 'Mi risulta un addebito in sospeso per l\'abbonamento della palestra ma l\'app dice che il pagamento è fallito. Devo rifarlo?'],
        ['agent', 'Buongiorno, quello in sospeso è solo un blocco temporaneo della banca: nessun abbonamento è stato attivato. Sparisce da solo entro pochi giorni. Intanto può ripetere il pagamento senza pagarlo due volte.'],
        ['customer', 'Capito, rifatto e tutto ok. Grazie'],
      ]),
    );
    expect(trace.unresolved).toBeNull();
    expect(unit.solution).toContain('blocco temporaneo');
    expect(unit.solution).toContain('ripetere il pagamento');
  });
});

describe('anaphoricContext: a step that names its object only by a clitic', () => {
  it('takes the sentence naming it', () => {
    const body = 'Buongiorno, il termostato non si collega quando è attiva la modalità risparmio della rete. La disattivi da Impostazioni > Rete e riprovi.';
    expect(anaphoricContext(body)).toContain('modalità risparmio');
  });
  it('not when the step names its own noun first, nor when an earlier step has a noun of that gender', () => {
    expect(anaphoricContext('Il filtro è sporco. Tolga il coperchio, lo pulisca e lo rimetta.')).toBe('');
    expect(anaphoricContext('Il menu è cambiato. Guardi in alto: c\'è un\'icona a forma di ingranaggio. La tocchi e scelga "Lingua".')).toBe('');
    expect(anaphoricContext('La stampa è lenta. Dopo la verifica del rotolo, riprovi.')).toBe('');
  });
});

describe('short tickets', () => {
  it('the agent restating the problem', () => {
    expect(agentRestatedProblem('Buongiorno, mi scrive che la bici non si sblocca: ha il Bluetooth acceso?')).toBe('La bici non si sblocca.');
    expect(agentRestatedProblem('Buongiorno, è acceso?')).toBe('');
  });
  it('the problem as a keyword query and the labels of the screens', () => {
    expect(keywordQuery('Codice F3 sul termostato cosa vuol dire')).toBe('Codice F3 termostato');
    expect(menuLabels(['Vada in Profilo → Tessere salvate → Elimina tessera, poi riapra l\'app.'])).toEqual(['Tessere salvate', 'Elimina tessera']);
  });
  it('a two-word ticket is still a unit with three search phrases', () => {
    const { unit } = run(
      ticket('qr', [
        ['customer', 'grigio'],
        ['agent', 'Buongiorno, ci scrive che il codice per la bici resta grigio: tenga premuto il tasto del lucchetto per 5 secondi, poi in Profilo → Noleggi attivi tocchi "Termina".'],
        ['customer', 'fatto, sbloccata grazie'],
      ]),
    );
    expect(unit.problem).toBe('Il codice per la bici resta grigio.');
    expect(unit.search_phrases.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a guess is no action of ours', () => {
  it('hedged passive and note', () => {
    const s = 'Probabilmente la tessera è stata registrata a mano con uno spazio in più.';
    expect(noteAction(s)).toBeNull();
    expect(agentActions(s).filter((a) => a.passive)).toHaveLength(0);
  });
});

describe('one-off: a place or a permission after our fix is no step for the customer', () => {
  it.each([
    'Buongiorno, abbiamo corretto il suo indirizzo e rigenerato la tessera: la trova in Profilo > Tessere.',
    'Buongiorno, le abbiamo spostato la prenotazione: adesso può ritirarla quando vuole.',
  ])('%s', (body) => expect(oneOffEvidence([body]).length).toBeGreaterThan(0));
  it('a real step after the fix still is one', () => {
    expect(oneOffEvidence(['Buongiorno, abbiamo corretto il suo indirizzo: ora esca dall\'app e rientri.'])).toHaveLength(0);
  });
});
