import type { ScoredUnit } from './features';
import { unitsNamingCodes } from './relevance';

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
