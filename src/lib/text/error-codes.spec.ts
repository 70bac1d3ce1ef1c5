import { disjointErrorCodes, errorCodes, LONG_NUMBER_NOT_A_CODE } from './error-codes';

const codes = (text: string) => [...errorCodes(text)].sort();

describe('errorCodes', () => {
  it('reads a code announced by codice, errore, error, code or scarto', () => {
    expect(codes('La fattura è stata scartata, codice 00412.')).toEqual(['412']);
    expect(codes('Sul display compare errore E-09 e si ferma')).toEqual(['E9']);
    expect(codes('mi da error 0x2B quando salvo')).toEqual(['0X2B']);
    expect(codes('Scartata - codice di scarto: "00318"')).toEqual(['318']);
    expect(codes('nella ricevuta: scarto n. 00201')).toEqual(['201']);
  });

  it('reads capitals joined by underscores anywhere', () => {
    expect(codes('Il pagamento esce con AUTH_EXPIRED e torno al carrello')).toEqual(['AUTHEXPIRED']);
    expect(codes('console: net::ERR_NAME_NOT_RESOLVED')).toEqual(['ERRNAMENOTRESOLVED']);
  });

  it('writes one code one way', () => {
    expect(codes('errore E07')).toEqual(codes('errore e-7'));
    expect(codes('codice 00305')).toEqual(codes('codice 305'));
  });

  it('leaves out what is not an error code', () => {
    expect(codes('il codice cliente è scritto sulla tessera')).toEqual([]);
    expect(codes('mi è arrivato il codice 482913 via SMS')).toEqual([]);
    expect(codes('ho allegato la foto img_20261118_101544.jpg')).toEqual([]);
    expect(codes('Il codice fiscale è giusto')).toEqual([]);
    expect(codes('nessun errore, ma la stampa è chiara')).toEqual([]);
    expect(codes('errore a pagina 3')).toEqual([]);
  });
});

describe('disjointErrorCodes', () => {
  it('holds when both quote codes and share none', () => {
    expect(disjointErrorCodes(errorCodes('codice 00305'), errorCodes('scartata con codice 00400'))).toBe(true);
    expect(disjointErrorCodes(errorCodes('errore E07'), errorCodes('di nuovo errore E-07, poi errore E12'))).toBe(false);
  });

  it('says nothing when one of them quotes no code', () => {
    expect(disjointErrorCodes(errorCodes('codice 00305'), errorCodes('la fattura è tornata indietro'))).toBe(false);
    expect(disjointErrorCodes(undefined, errorCodes('codice 00305'))).toBe(false);
  });
});

describe('LONG_NUMBER_NOT_A_CODE', () => {
  const cut = (text: string) => text.replace(LONG_NUMBER_NOT_A_CODE, '_');
  it('takes the number of one case and leaves five digits announced as a code', () => {
    expect(cut('la pratica 48213 è ferma')).toBe('la pratica _ è ferma');
    expect(cut('il codice 731904 non arriva')).toBe('il codice _ non arriva');
    expect(cut('respinta con Codice 00512')).toBe('respinta con Codice 00512');
    expect(cut('codice di scarto: "00640"')).toBe('codice di scarto: "00640"');
    expect(cut('ERRORE 40417 in fondo alla pagina')).toBe('ERRORE 40417 in fondo alla pagina');
  });
});
