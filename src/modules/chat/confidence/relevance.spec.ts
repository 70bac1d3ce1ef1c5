import type { ScoredUnit } from './features';
import { codeNamedByNone, unitsNamingCodes } from './relevance';

const unit = (unit_id: number, title: string, phrases: string[] = []): ScoredUnit => ({
  unit_id,
  title,
  problem: title,
  solution: 'Riavvii il dispositivo ed E-9999 sparisce.',
  phrases,
  score: 1,
  cosine: 0.1,
  ranks: { lexical: 1, semantic: 1 },
});

describe('unitsNamingCodes', () => {
  const hits = [
    unit(1, 'Il PDF della fattura non si genera: errore E-4021'),
    unit(2, 'La cassa è bloccata dopo la chiusura dimenticata'),
    unit(3, "L'invio allo SDI si ferma", ['errore e4021 sdi']),
    unit(1, 'Il PDF della fattura non si genera: errore E-4021'),
  ];

  it('keeps the units whose title, problem or phrases name the code the question quotes, in order, once each', () => {
    expect(unitsNamingCodes("Mi compare l'errore E-4021, cosa devo fare?", hits).map((h) => h.unit_id)).toEqual([1, 3]);
    expect(unitsNamingCodes('Errore E_4021 al salvataggio', hits).map((h) => h.unit_id)).toEqual([1, 3]);
  });

  it('keeps none for a question without a code, or a code no unit names (the solution does not count)', () => {
    expect(unitsNamingCodes('Si può fare la fattura elettronica dalla cassa?', hits)).toEqual([]);
    expect(unitsNamingCodes('Compare E-9999 sullo schermo', hits)).toEqual([]);
  });
});

describe('one reading of a code for both rules', () => {
  const scarto = unit(7, 'La fattura viene scartata dallo SDI con errore 00305');
  const other = unit(8, 'ERR_502 alla chiusura giornaliera');

  it('a code a word announces ("errore 00305") is offered by the unit naming it and keeps its suggestion set', () => {
    expect(unitsNamingCodes("Ricevo l'errore 00305 quando invio la fattura", [other, scarto]).map((h) => h.unit_id)).toEqual([7]);
    expect(codeNamedByNone("Ricevo l'errore 00305 quando invio la fattura", [other, scarto])).toBe(false);
  });

  it('the same code in another spelling is the same code; a set naming none of it is declined', () => {
    expect(unitsNamingCodes('errore e_4021 di nuovo', [unit(9, 'Errore E-4021 al salvataggio')]).map((h) => h.unit_id)).toEqual([9]);
    expect(codeNamedByNone("Ricevo l'errore 00305 quando invio la fattura", [other])).toBe(true);
  });
});
