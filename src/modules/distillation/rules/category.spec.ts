import { categoryByKeywords } from './category';

describe('categoryByKeywords', () => {
  it.each([
    ['Non riesco ad accedere', 'ho dimenticato la password e non entro più', 'accesso'],
    ['Fattura scartata', 'la fattura è stata scartata dallo SDI, devo fare una nota di credito?', 'fatturazione'],
    ['Cassa lentissima', "l'app ci mette un minuto ad aprirsi e rallenta tutto", 'prestazioni'],
    ['WooCommerce', "l'integrazione con WooCommerce dà errore 401, il sito non si aggiorna", 'integrazioni'],
    ['Disdetta', "vorrei disdire l'abbonamento e avere il rimborso del rinnovo", 'commerciale'],
    ['Aliquota sbagliata', "ho cambiato l'aliquota del reparto ma lo scontrino esce col 22%", 'configurazione'],
    ['Stampante rotta', 'la stampante fiscale è guasta e non stampa', 'guasto'],
  ] as const)('by keywords when missing: %s', (subject, text, expected) => {
    expect(categoryByKeywords(subject, text)).toBe(expected);
  });

  it('falls back to "altro" when nothing matches', () => {
    expect(categoryByKeywords('Domanda', 'buongiorno, una domanda veloce')).toBe('altro');
  });
});
