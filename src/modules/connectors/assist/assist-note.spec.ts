import { assistNote, branchText } from './assist-note';

describe('agent-assist note', () => {
  const hit = (unit_id: number, title: string, ranks: { lexical: number | null; semantic: number | null }) => ({
    unit_id,
    title,
    problem: `${title}: il problema`,
    solution: 'Apra la pagina di accesso e scelga «Password dimenticata».',
    ranks,
  });

  it('lists at most three units with title, link and why they matched', () => {
    const note = assistNote(
      'Non riesco ad accedere, ho dimenticato la password',
      [
        hit(7, 'Password dimenticata', { lexical: 1, semantic: 2 }),
        hit(9, 'Accesso bloccato dopo tre tentativi', { lexical: null, semantic: 1 }),
        hit(11, 'Cambio della password', { lexical: 3, semantic: null }),
        hit(12, 'Quarta scheda', { lexical: 4, semantic: 4 }),
      ],
      'https://kb.example.com/',
    );
    expect(note).toContain('1. Password dimenticata\n   https://kb.example.com/review#/unit/7\n   Perché: parole in comune: «dimenticato», «password»; trovata sia per parole sia per significato.');
    expect(note).toContain('trovata sia per parole sia per significato');
    expect(note).toContain('https://kb.example.com/review#/unit/11');
    expect(note).not.toContain('Quarta scheda');
    expect(note.split('\n').filter((l) => /^\d\. /.test(l))).toHaveLength(3);
  });

  it('names the branch when no word is shared', () => {
    expect(branchText({ lexical: null, semantic: 3 })).toBe('trovata per significato');
    const note = assistNote('modem spento', [{ unit_id: 3, title: 'Connessione assente', problem: 'Nessuna linea', solution: 'Riavvii', ranks: { lexical: null, semantic: 1 } }], 'http://kb');
    expect(note).toContain('Perché: trovata per significato.');
    expect(branchText({ lexical: 2, semantic: null })).toBe('trovata per parole');
  });
});
