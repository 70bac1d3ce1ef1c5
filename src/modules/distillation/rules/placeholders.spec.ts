import { stripPlaceholders } from './placeholders';

describe('stripPlaceholders', () => {
  it.each([
    ['drops a contact clause', 'Il PDF non si apre, scrivetemi a [EMAIL].', 'Il PDF non si apre.'],
    ['drops a bracketed identifier', 'Scrivo per la Tabaccheria Vigo (P.IVA [PIVA]).', 'Scrivo per la Tabaccheria Vigo.'],
    ['keeps a content clause, cutting only the value', 'La PEC è scritta [EMAIL] con uno spazio finale, quindi lo SDI rifiuta.', 'La PEC è scritta con uno spazio finale, quindi lo SDI rifiuta.'],
    ['keeps the verb of an instruction', 'Lo sostituisca con [IP], salvi e faccia uno scontrino.', 'Lo sostituisca, salvi e faccia uno scontrino.'],
    ['removes a URL with a secret as a whole', 'Ho provato il link https://x.it/reset?token=[URL_TOKEN] ma è scaduto.', 'Ho provato il link ma è scaduto.'],
    ['returns empty when nothing is left', 'Cell. [TELEFONO]', ''],
  ])('%s', (_title, input, expected) => {
    expect(stripPlaceholders(input)).toBe(expected);
  });
});
