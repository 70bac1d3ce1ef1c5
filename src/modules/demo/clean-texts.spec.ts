import { editScore, unitBlemishes, unitsForDemoApproval, type DemoCandidate, type UnitTexts } from './clean-texts';

/** Texts as the rules distiller wrote them for the reference corpus's units. */
const CLEAN: UnitTexts = {
  title: 'La chiusura è andata in ERR_502',
  problem: 'La chiusura è andata in ERR_502.',
  cause: "L'ERR_502 compare quasi sempre quando data e ora dell'RT non sono allineate, e il server dell'Agenzia rifiuta l'invio.",
  solution: '1. Impostazioni → Stampante fiscale → "Sincronizza data e ora"\n2. Menu → Chiusure → Trasmissioni pendenti → "Reinvia ora"',
  applicability: '',
};
const what = (texts: Partial<UnitTexts>) => unitBlemishes({ ...CLEAN, ...texts }).map((b) => `${b.field}: ${b.what}`);

describe('which texts the demo may approve by itself (clean-texts)', () => {
  it('finds nothing to edit in a text that answers everyone', () => {
    expect(what({})).toEqual([]);
    // Codes, versions, sizes and spans are not one case's details.
    expect(what({ solution: 'Lo scarto 00404 indica un doppio invio; aggiorni alla 4.2.3 e carichi il logo sotto 1 MB (1200 px, entro 12 giorni): E-4021 sparisce.' })).toEqual([]);
  });

  it('sees the customer speaking in the title or the problem', () => {
    expect(what({ title: 'Metto le mie credenziali e mi esce "E-4021 Dispositivo non autorizzato"' })).toContain('title: first person');
    expect(what({ problem: 'Nel negozio quando inseriamo il codice lotteria con il lettore ci viene dato codice non valido.' })).toEqual(['problem: first person']);
    expect(what({ title: 'Da allora il tablet dice errore 0x1F' })).toEqual(['title: needs context']);
    expect(what({ problem: 'Ma quando la cassa stampa lo scontrino compare il reparto 3.' })).toEqual(['problem: needs context']);
  });

  it('sees one case\'s details in what is served', () => {
    expect(what({ solution: "Nel back office lo stato è \"Errore 401\" dal 4 agosto." })).toEqual(['texts: day of the case']);
    expect(what({ solution: 'facendo la chiusura stamattina l\'invio rientra nei termini' })).toEqual(['texts: day of the case']);
    expect(what({ problem: 'Da un paio di settimane CassaNet è lento.' })).toEqual(['texts: day of the case']);
    expect(what({ solution: 'Apra la 2026/140, Azioni > «Crea nota di credito».' })).toEqual(['texts: year or document number']);
    expect(what({ solution: 'Tolga la spunta e scriva 413 in «Prossimo numero».' })).toEqual(['texts: figure of the case']);
    expect(what({ solution: '1. Il logo attuale pesa 7,8 MB.' })).toEqual(['texts: their account']);
    expect(what({ solution: 'Nel vostro account risultano 4 dispositivi associati.' })).toEqual(['texts: their account']);
    expect(what({ solution: 'Poi sul tablet fai ☰ → Esci e rientri con il PIN: il tuo nome è in alto.' })).toEqual(['solution: familiar address']);
  });

  it('scores the problem in the customer\'s words lighter than the rest', () => {
    expect(editScore(CLEAN)).toBe(0);
    expect(editScore({ ...CLEAN, problem: 'Ho reinstallato l\'app e i codici non vanno.' })).toBe(1);
    expect(editScore({ ...CLEAN, title: 'Devo stornare una riga della fattura' })).toBe(2);
  });

  describe('the units it approves', () => {
    let next = 0;
    const unit = (overrides: Partial<DemoCandidate> = {}): DemoCandidate => ({
      ...CLEAN,
      id: ++next,
      ticket_count: 6,
      confidence: 0.8,
      contains_pii: false,
      is_one_off: false,
      is_commercial_exception: false,
      ...overrides,
    });

    it('leaves to a person what a person must decide, or what few tickets confirm', () => {
      const units = [
        unit({ contains_pii: true }),
        unit({ is_one_off: true }),
        unit({ is_commercial_exception: true }),
        unit({ ticket_count: 2 }),
        unit({ confidence: 0.7 }),
        unit({ solution: 'Scriva 413 in «Prossimo numero».' }),
      ];
      expect(unitsForDemoApproval(units)).toEqual([]);
    });

    it('approves a few, the cleanest first, then the most frequent', () => {
      const light = unit({ ticket_count: 9, problem: 'Ho reinstallato l\'app e i codici non vanno.' });
      const clean = [unit({ ticket_count: 3 }), unit({ ticket_count: 5 }), unit({ ticket_count: 5, confidence: 0.9 })];
      const more = Array.from({ length: 4 }, () => unit({ ticket_count: 4 }));
      const chosen = unitsForDemoApproval([light, ...clean, ...more]);
      expect(chosen).toHaveLength(5);
      expect(chosen.slice(0, 2)).toEqual([clean[2].id, clean[1].id]);
      expect(chosen).not.toContain(light.id); // five clean ones come before it
      expect(unitsForDemoApproval([light])).toEqual([light.id]);
    });
  });
});
