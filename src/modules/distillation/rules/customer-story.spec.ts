import { hangsAfterCut, isNameOnlyIntroduction, repeatsTheProblem, withoutNamesOfTheirOwn, withoutRetellingOpener } from './customer-story';
import { errorCodes, extractProblem, extractSymptoms } from './customer';

describe('customer-story: the one person who wrote, read by form', () => {
  it('a sentence that only gives the writer’s name is no content', () => {
    expect(isNameOnlyIntroduction('Sono Carla Mancini.')).toBe(true);
    expect(isNameOnlyIntroduction('Mi chiamo Bruno Vitale dello studio Rossi.')).toBe(true);
    expect(isNameOnlyIntroduction('Sono rimasta senza connessione.')).toBe(false);
    expect(isNameOnlyIntroduction('Sono Carla e la stampante non si accende.')).toBe(false);
    expect(extractProblem('Buonasera, sono Carla Mancini. La stampante del negozio non si accende più dopo il temporale.', 'Stampante')).toBe(
      'La stampante del negozio non si accende più dopo il temporale.',
    );
  });

  it('a retelling announced before a colon leaves only what follows it', () => {
    expect(withoutRetellingOpener('Vi riassumo la situazione: il forno segna F3 e non scalda.')).toBe('il forno segna F3 e non scalda.');
    expect(withoutRetellingOpener('Scrivo da un altro telefono, quindi ripeto tutto da capo: il forno non scalda.')).toBe('il forno non scalda.');
    expect(withoutRetellingOpener('Ripeto: no.')).toBe('Ripeto: no.');
    expect(withoutRetellingOpener('Il forno segna: F3.')).toBe('Il forno segna: F3.');
  });

  it('the name given to a relative or a pet goes, the noun stays', () => {
    expect(withoutNamesOfTheirOwn('Il profilo di mio nipote Ettore non si apre.')).toBe('Il profilo di mio nipote non si apre.');
    expect(withoutNamesOfTheirOwn('Ho portato il mio criceto, Fiocco, alla visita ma la ricevuta non c’è.')).toBe('Ho portato il mio criceto alla visita ma la ricevuta non c’è.');
    expect(withoutNamesOfTheirOwn('Ho iscritto la nostra tartaruga, Lenta.')).toBe('Ho iscritto la nostra tartaruga.');
    // a thing's capitalised word may be its model or plan: it stays
    expect(withoutNamesOfTheirOwn('Il mio abbonamento Oro non compare.')).toBe('Il mio abbonamento Oro non compare.');
  });

  it('a verb of saying left without its object by a cut reads broken', () => {
    expect(hangsAfterCut('Il display mostra, ma il forno resta freddo.', 'Il display mostra 180 gradi, ma il forno resta freddo.')).toBe(true);
    expect(hangsAfterCut('Nel registro vedo ancora e una riga rossa.', 'Nel registro vedo ancora il 3 e una riga rossa.')).toBe(true);
    // written so by the customer: not the cut's doing
    expect(hangsAfterCut('Come dice, ma non va.', 'Come dice, ma non va.')).toBe(false);
    expect(hangsAfterCut('Il display mostra la temperatura, ma il forno resta freddo.', 'Il display mostra la temperatura alle 9, ma il forno resta freddo.')).toBe(false);
  });

  it('a symptom that only says the problem again is no symptom', () => {
    const problem = 'Quando apro il calendario compare "Sincronizzazione sospesa" e non vedo gli appuntamenti.';
    expect(repeatsTheProblem('Sempre "Sincronizzazione sospesa".', problem, true, errorCodes)).toBe(true);
    expect(repeatsTheProblem('Riassumo: account di prova, il calendario dice "Sincronizzazione sospesa".', problem, true, errorCodes)).toBe(true);
    expect(repeatsTheProblem('Ora compare "Sincronizzazione sospesa" e poi "Errore S-40".', problem, true, errorCodes)).toBe(false);
    // the same sentence with its details, in the first message
    expect(repeatsTheProblem('Quando apro il calendario compare "Sincronizzazione sospesa" e non vedo gli appuntamenti di marzo.', problem, false, errorCodes)).toBe(true);
    expect(repeatsTheProblem('Sul telefono invece la lista è vuota e compare "Nessun dato".', problem, false, errorCodes)).toBe(false);
  });

  it('extractSymptoms leaves out the later message that restates the problem', () => {
    const problem = 'Quando apro il calendario compare "Sincronizzazione sospesa".';
    const first = 'Quando apro il calendario compare "Sincronizzazione sospesa".';
    const later = 'Ricapitolo così non dovete cercare: profilo della palestra, il calendario è fermo con la scritta "Sincronizzazione sospesa".';
    expect(extractSymptoms([first, later], problem)).toBe('');
  });
});
