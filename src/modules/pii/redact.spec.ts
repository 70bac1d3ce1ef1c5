import {
  codiceFiscaleCheckChar,
  isIPv4,
  isIPv6,
  isValidCodiceFiscale,
  isValidIban,
  isValidPartitaIva,
  luhnValid,
} from './checksums';
import { pathologicalInputs } from './pathological-inputs';
import { addCounts, containsPii, emptyCounts, PII_LABELS, PiiCounts, redact } from './redact';

/** [title, input, exact expected output] */
type Case = [string, string, string];

const CASES: Case[] = [
  // ---------------------------------------------------------------- EMAIL
  ['email: plain', 'Scrivetemi a mario.rossi@example.it, grazie.', 'Scrivetemi a [EMAIL], grazie.'],
  ['email: plus tag + subdomains', 'mail: anna.bianchi+ticket@posta.azienda.co.uk', 'mail: [EMAIL]'],
  ['email: upper case', 'MARIO.ROSSI@LIBERO.IT', '[EMAIL]'],
  ['email: in angle brackets, hyphenated domain', 'Da: Mario Rossi <m.rossi@pec.studio-legale.it>', 'Da: Mario Rossi <[EMAIL]>'],
  ['email: full stop after it', 'Il mio indirizzo è luca_90@gmail.com.', 'Il mio indirizzo è [EMAIL].'],
  ['email: two in a row', 'a.b@x.it; c-d@y.com', '[EMAIL]; [EMAIL]'],
  ['email: @mentions are not addresses', 'Ciao @mario, vedi @supporto_tecnico', 'Ciao @mario, vedi @supporto_tecnico'],
  ['email: no dot in the domain', 'utente admin@localhost non valido', 'utente admin@localhost non valido'],
  ['email: mailto link', 'mailto:info@negozio.it', 'mailto:[EMAIL]'],
  ['email: inside a query string', 'https://x.it/login?email=mario@rossi.it&page=2', 'https://x.it/login?email=[EMAIL]&page=2'],
  ['email: numeric label after the TLD stays', 'mario@rossi.it.2026', '[EMAIL].2026'],

  // ---------------------------------------------------------------- IBAN
  ['iban: IT in groups of 4', 'IBAN: IT60 X054 2811 1010 0000 0123 456', 'IBAN: [IBAN]'],
  ['iban: compact lower case', 'iban it60x0542811101000000123456 intestato', 'iban [IBAN] intestato'],
  ['iban: IT split by CIN/ABI/CAB/conto', 'IT60 X 05428 11101 000000123456', '[IBAN]'],
  ['iban: DE grouped, full stop after', 'Konto DE89 3704 0044 0532 0130 00.', 'Konto [IBAN].'],
  ['iban: GB compact', 'GB82WEST12345698765432', '[IBAN]'],
  ['iban: FR grouped with a letter inside', 'FR14 2004 1010 0505 0001 3M02 606', '[IBAN]'],
  ['iban: ES compact', 'ES9121000418450200051332', '[IBAN]'],
  ['iban: CH grouped', 'CH93 0076 2011 6238 5295 7', '[IBAN]'],
  [
    'iban: NL, BE, AT, SM',
    'NL91ABNA0417164300 / BE68539007547034 / AT611904300234573201 / SM86U0322509800000000270100',
    '[IBAN] / [IBAN] / [IBAN] / [IBAN]',
  ],
  ['iban: wrong check digits are left alone', 'IT60X0542811101000000123457', 'IT60X0542811101000000123457'],
  [
    'iban: an invalid IBAN is not eaten as a card either',
    'IBAN errato IT60 X054 2811 1010 0000 0123 457, ricontrollare',
    'IBAN errato IT60 X054 2811 1010 0000 0123 457, ricontrollare',
  ],
  ['iban: followed by a phone', 'IT60X0542811101000000123456 tel 3331234567', '[IBAN] tel [TELEFONO]'],
  ['iban: one character too many', 'IT60X05428111010000001234567', 'IT60X05428111010000001234567'],

  // ---------------------------------------------------------------- CARTA
  ['card: groups of 4 with spaces', 'carta 4111 1111 1111 1111 scad. 12/28', 'carta [CARTA] scad. 12/28'],
  ['card: dashes', 'pagato con 4111-1111-1111-1111', 'pagato con [CARTA]'],
  ['card: contiguous Mastercard', 'MC 5500000000000004', 'MC [CARTA]'],
  ['card: Amex 4-6-5', 'amex 3782 822463 10005', 'amex [CARTA]'],
  ['card: 13-digit Visa', 'visa 4222222222222', 'visa [CARTA]'],
  ['card: 19 digits 4-4-4-4-3', '6234 5678 9012 3456 780', '[CARTA]'],
  ['card: Luhn fails', 'carta 4111 1111 1111 1112', 'carta 4111 1111 1111 1112'],
  ['card: order number failing Luhn', 'ordine 4588121234567', 'ordine 4588121234567'],
  ['card: then a phone, separated by a space', '4111 1111 1111 1111 333 1234567', '[CARTA] [TELEFONO]'],
  ['card: a stray "+" is not an E.164 phone', '+4111111111111111', '+[CARTA]'],
  ['card: 20 digits is nothing', '41111111111111111111', '41111111111111111111'],

  // ---------------------------------------------------------------- CF
  ['cf: upper case', 'CF RSSMRA85T10A562S', 'CF [CF]'],
  ['cf: lower case', 'codice fiscale: rssmra85t10a562s.', 'codice fiscale: [CF].'],
  ['cf: woman (day + 40)', 'BNCLCU90E45F205U', '[CF]'],
  ['cf: omocodia on the last digit', 'RSSMRA85T10A56NH', '[CF]'],
  ['cf: omocodia on every numeric position', 'RSSMRAUST1LARNPF', '[CF]'],
  ['cf: wrong check character', 'RSSMRA85T10A562T', 'RSSMRA85T10A562T'],
  ['cf: glued to more characters', 'RSSMRA85T10A562S1', 'RSSMRA85T10A562S1'],
  ['cf: in parentheses', '(VRDGPP80A01H501U)', '([CF])'],

  // ---------------------------------------------------------------- PIVA
  ['piva: "P.IVA" prefix', 'P.IVA 01234567897', 'P.IVA [PIVA]'],
  ['piva: "Partita IVA:" prefix', 'Partita IVA: 12345678903', 'Partita IVA: [PIVA]'],
  ['piva: IT prefix glued (replaced with it)', 'IT01234567897', '[PIVA]'],
  ['piva: "VAT IT …"', 'VAT IT 02112233040', 'VAT [PIVA]'],
  ['piva: bare, valid check digit', 'fornitore 07500000992 attivo', 'fornitore [PIVA] attivo'],
  ['piva: invalid check digit after "P.IVA"', 'P.IVA 01234567890', 'P.IVA 01234567890'],
  ['piva: invalid check digit after IT', 'IT01234567890', 'IT01234567890'],
  ['piva vs phone: "tel." wins over a valid check digit', 'tel. 02123456788', 'tel. [TELEFONO]'],
  ['piva vs phone: +39 makes it a phone', '+39 02123456788', '[TELEFONO]'],
  ['piva vs phone: landline shape, invalid check digit', 'numero 02123456789', 'numero [TELEFONO]'],
  ['piva vs phone: no context, valid check digit → PIVA', '02123456788', '[PIVA]'],
  ['piva: document number after "fattura n."', 'fattura n. 02123456788', 'fattura n. 02123456788'],
  ['piva: company codice fiscale (11 digits)', 'partita iva e codice fiscale 01234567897', 'partita iva e codice fiscale [PIVA]'],

  // ---------------------------------------------------------------- TELEFONO
  ['phone: mobile 3+7', 'cell 333 1234567', 'cell [TELEFONO]'],
  ['phone: mobile contiguous in a sentence', 'chiamatemi al 3471234567 dopo le 18', 'chiamatemi al [TELEFONO] dopo le 18'],
  ['phone: +39 grouped', '+39 333 123 4567', '[TELEFONO]'],
  ['phone: +39 glued', '+393331234567', '[TELEFONO]'],
  ['phone: 0039', '0039 333 1234567', '[TELEFONO]'],
  ['phone: (+39) landline', '(+39) 02 1234567', '[TELEFONO]'],
  ['phone: dots', '333.123.4567', '[TELEFONO]'],
  ['phone: dashes', '333-123-4567', '[TELEFONO]'],
  ['phone: slash landline', '02/12345678', '[TELEFONO]'],
  ['phone: area code in parentheses', '(06) 1234 5678', '[TELEFONO]'],
  ['phone: landline after "tel."', 'tel. 011 5551234', 'tel. [TELEFONO]'],
  ['phone: +39 landline in groups', '+39 06 6982 1234', '[TELEFONO]'],
  ['phone: two numbers joined by "/"', 'tel 3331234567/0212345678', 'tel [TELEFONO]/[TELEFONO]'],
  ['phone: two numbers joined by " / "', '02 1234567 / 333 7654321', '[TELEFONO] / [TELEFONO]'],
  ['phone: 9-digit mobile', '333 123456', '[TELEFONO]'],
  ['phone: "n." after a phone word', 'cell. n. 3331234567', 'cell. n. [TELEFONO]'],
  ['phone: a full stop ends the context sentence', "Vi scrivo per l'ordine. 3331234567 è il mio numero", "Vi scrivo per l'ordine. [TELEFONO] è il mio numero"],
  ['phone: landline shape without document context', 'fisso 0145-0012', 'fisso [TELEFONO]'],
  ['phone: foreign number with +', '+44 20 7946 0958', '[TELEFONO]'],
  ['phone: foreign number with 00 is not caught', '0044 20 7946 0958', '0044 20 7946 0958'],
  ['phone: toll-free 800 is a business number', 'numero verde 800 123 456', 'numero verde 800 123 456'],
  ['phone: toll-free with +39', '+39 800 123456', '+39 800 123456'],
  ['phone: 199 number', 'chiama il 199 123 456', 'chiama il 199 123 456'],
  ['phone: next to a date', '3331234567 12/03/2026', '[TELEFONO] 12/03/2026'],

  // ---------------------------------------------------------------- look-alikes that must survive
  ['keep: order number', 'ordine n. 458812', 'ordine n. 458812'],
  ['keep: receipt number that looks like a landline', 'scontrino n. 0045-0012', 'scontrino n. 0045-0012'],
  ['keep: receipt number 0145-0012 (context)', 'scontrino 0145-0012', 'scontrino 0145-0012'],
  ['keep: mobile-shaped number after "pratica"', 'pratica 3331234567', 'pratica 3331234567'],
  ['keep: ticket #', 'ticket #3331234567 e #4471', 'ticket #3331234567 e #4471'],
  ['keep: date and time', 'il 03/12/2026 alle 10:30', 'il 03/12/2026 alle 10:30'],
  ['keep: ISO timestamp', '2026-03-12T10:30:00Z', '2026-03-12T10:30:00Z'],
  ['keep: dotted date', 'scadenza 01.02.2026', 'scadenza 01.02.2026'],
  ['keep: amounts', '€ 1.250,00 e 0,50 € e € 49,90', '€ 1.250,00 e 0,50 € e € 49,90'],
  ['keep: large amount with thousands dots', 'totale € 312.345.678', 'totale € 312.345.678'],
  ['keep: versions', 'versione 4.2.1 e v3.8.2, RT-FW 1.12', 'versione 4.2.1 e v3.8.2, RT-FW 1.12'],
  ['keep: error codes', 'E-4021 ERR_502 0x1F E-0212345678', 'E-4021 ERR_502 0x1F E-0212345678'],
  ['keep: CAP and year', 'CAP 00184 Roma, anno 2026', 'CAP 00184 Roma, anno 2026'],
  ['keep: invoice number with year', 'fattura 2026/118 del 12/03/2026', 'fattura 2026/118 del 12/03/2026'],
  ['keep: decimal number', 'valore 0212345,50', 'valore 0212345,50'],
  ['keep: placeholders are never re-matched', '[EMAIL] [TELEFONO] [URL_TOKEN] [IP]', '[EMAIL] [TELEFONO] [URL_TOKEN] [IP]'],

  // ---------------------------------------------------------------- URL_TOKEN
  ['url: token value only', 'https://portale.it/reset?token=abc123XYZ&page=2', 'https://portale.it/reset?token=[URL_TOKEN]&page=2'],
  ['url: api_key and access_token', '?api_key=AKIA1234&access_token=ya29.a0AfH6', '?api_key=[URL_TOKEN]&access_token=[URL_TOKEN]'],
  ['url: user:password@host', 'ftp://mario:Segreta1@files.example.com/dump.sql', 'ftp://[URL_TOKEN]@files.example.com/dump.sql'],
  [
    'url: OAuth fragment; token_type and expires_in are not secrets',
    'https://app.it/cb#access_token=zzz999&token_type=bearer&expires_in=3600',
    'https://app.it/cb#access_token=[URL_TOKEN]&token_type=bearer&expires_in=3600',
  ],
  [
    'url: code is secret, promo_code is not',
    'https://app.it/cb?code=4/0AX4XfWh&promo_code=ESTATE&lang=it',
    'https://app.it/cb?code=[URL_TOKEN]&promo_code=ESTATE&lang=it',
  ],
  [
    'url: signed S3 link',
    'https://s3.example.com/f.pdf?X-Amz-Credential=AKIA%2F2026&X-Amz-Signature=9f86d081884c',
    'https://s3.example.com/f.pdf?X-Amz-Credential=[URL_TOKEN]&X-Amz-Signature=[URL_TOKEN]',
  ],
  ['url: full stop after the URL', 'Aprite https://x.it/?sid=abc123.', 'Aprite https://x.it/?sid=[URL_TOKEN].'],
  ['url: www link without scheme', 'www.sito.it/conferma?token=XYZ987', 'www.sito.it/conferma?token=[URL_TOKEN]'],
  ['url: harmless parameters stay', 'https://shop.it/p?id=458812&page=2&q=stampante', 'https://shop.it/p?id=458812&page=2&q=stampante'],
  ['auth: Bearer header', 'Authorization: Bearer abcdef123456ghijkl', 'Authorization: Bearer [URL_TOKEN]'],
  ['auth: "Bearer token" in prose', 'il Bearer token è scaduto', 'il Bearer token è scaduto'],
  ['auth: Basic header', 'Authorization: Basic dXNlcjpwYXNzd29yZA==', 'Authorization: Basic [URL_TOKEN]'],
  ['auth: JWT anywhere', 'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sig_nature-123', 'jwt [URL_TOKEN]'],
  ['auth: password= in a log line', 'login fallito password=Pippo123 user=mario', 'login fallito password=[URL_TOKEN] user=mario'],

  // ---------------------------------------------------------------- IP
  ['ip: v4 in a sentence', 'server 192.168.1.10 non risponde', 'server [IP] non risponde'],
  ['ip: v4 with port', 'IP 10.0.0.1:8080', 'IP [IP]:8080'],
  ['ip: v4 full stop after it', 'Il NAS è 192.168.0.5.', 'Il NAS è [IP].'],
  ['ip: v4 in a URL host', 'http://172.16.0.4/admin', 'http://[IP]/admin'],
  ['ip: octet over 255', 'indirizzo 10.0.0.256', 'indirizzo 10.0.0.256'],
  ['ip: leading zeros are not caught', '192.168.001.001', '192.168.001.001'],
  ['ip: firmware version, not an IP', 'RT-FW 1.12.0.3 e firmware 10.2.0.1', 'RT-FW 1.12.0.3 e firmware 10.2.0.1'],
  ['ip: five parts is a version', 'build 1.2.3.4.5', 'build 1.2.3.4.5'],
  ['ip: v6 compressed', 'fe80::1ff:fe23:4567:890a', '[IP]'],
  ['ip: v6 full', '2001:0db8:85a3:0000:0000:8a2e:0370:7334', '[IP]'],
  ['ip: v6 with embedded v4', '::ffff:192.168.1.1', '[IP]'],
  ['ip: v6 in a URL', 'http://[2001:db8::1]:8080/', 'http://[[IP]]:8080/'],
  ['ip: times are not v6', 'ore 10:30 e 12:30:45', 'ore 10:30 e 12:30:45'],
  ['ip: hex words are not v6', 'cafe babe deadbeef', 'cafe babe deadbeef'],
  ['ip: MAC address is not v6', '00:1A:2B:3C:4D:5E', '00:1A:2B:3C:4D:5E'],

  // ---------------------------------------------------------------- a whole ticket
  [
    'ticket: everything at once',
    'Buongiorno, sono Mario (mario.rossi@gmail.com, cell. +39 347 123 4567). ' +
      'Ordine n. 458812 del 12/03/2026, pagato € 49,90 con 5500 0000 0000 0004. ' +
      'Rimborso su IT60 X054 2811 1010 0000 0123 456, CF RSSMRA85T10A562S. ' +
      'Il link https://shop.it/reset?token=f00ba4&page=2 dà E-4021 dal 10.0.0.7 (v3.8.2).',
    'Buongiorno, sono Mario ([EMAIL], cell. [TELEFONO]). ' +
      'Ordine n. 458812 del 12/03/2026, pagato € 49,90 con [CARTA]. ' +
      'Rimborso su [IBAN], CF [CF]. ' +
      'Il link https://shop.it/reset?token=[URL_TOKEN]&page=2 dà E-4021 dal [IP] (v3.8.2).',
  ],
];

function placeholderCounts(text: string): PiiCounts {
  const counts = emptyCounts();
  for (const m of text.matchAll(/\[(EMAIL|IBAN|CARTA|CF|PIVA|TELEFONO|URL_TOKEN|IP)\]/g)) counts[m[1] as keyof PiiCounts]++;
  return counts;
}

describe('redact — table', () => {
  it.each(CASES)('%s', (_title, input, expected) => {
    const result = redact(input);
    expect(result.text).toBe(expected);
    // Each replaced occurrence counts 1 for its label.
    const added = placeholderCounts(expected);
    const before = placeholderCounts(input);
    for (const label of PII_LABELS) expect(result.counts[label]).toBe(added[label] - before[label]);
    // Idempotent, and containsPii agrees with redact.
    expect(redact(result.text).text).toBe(result.text);
    expect(containsPii(input)).toBe(expected !== input);
    expect(containsPii(result.text)).toBe(false);
  });
});

describe('checksums', () => {
  it.each([
    ['IT60X0542811101000000123456', true],
    ['it60 x054 2811 1010 0000 0123 456', true],
    ['SM86U0322509800000000270100', true],
    ['DE89370400440532013000', true],
    ['FR1420041010050500013M02606', true],
    ['ES9121000418450200051332', true],
    ['GB82WEST12345698765432', true],
    ['CH9300762011623852957', true],
    ['AT611904300234573201', true],
    ['BE68539007547034', true],
    ['NL91ABNA0417164300', true],
    ['IT60X0542811101000000123457', false], // check digits
    ['IT60X054281110100000012345', false], // length for IT
    ['XX60X0542811101000000123456', false], // unknown country
  ])('isValidIban(%s) = %s', (iban, ok) => expect(isValidIban(iban)).toBe(ok));

  it.each([
    ['4111111111111111', true],
    ['378282246310005', true],
    ['4111111111111112', false],
    ['', false],
    ['41111111111a1111', false],
  ])('luhnValid(%s) = %s', (d, ok) => expect(luhnValid(d)).toBe(ok));

  it.each([
    ['RSSMRA85T10A562S', true],
    ['rssmra85t10a562s', true],
    ['RSSMRA85T10A56NH', true], // omocodia: last digit
    ['RSSMRAUST1LARNPF', true], // omocodia: all seven digits
    ['RSSMRA85T10A562T', false], // check character
    ['RSSMRA85Z10A562S', false], // Z is not a month
    ['RSSMRA85T35A562S', false], // day 35 is neither a man's nor a woman's day
    ['RSSMRA85T10A562', false], // length
  ])('isValidCodiceFiscale(%s) = %s', (cf, ok) => expect(isValidCodiceFiscale(cf)).toBe(ok));

  it('computes the CF check character with omocodia letters as written', () => {
    expect(codiceFiscaleCheckChar('RSSMRA85T10A562')).toBe('S');
    expect(codiceFiscaleCheckChar('RSSMRA85T10A56N')).toBe('H');
  });

  it.each([
    ['01234567897', true],
    ['12345678903', true],
    ['01234567890', false],
    ['00000000000', false],
    ['0123456789', false],
  ])('isValidPartitaIva(%s) = %s', (p, ok) => expect(isValidPartitaIva(p)).toBe(ok));

  it.each([
    ['192.168.1.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['01.2.3.4', false],
  ])('isIPv4(%s) = %s', (ip, ok) => expect(isIPv4(ip)).toBe(ok));

  it.each([
    ['2001:db8::8a2e:370:7334', true],
    ['fe80::1', true],
    ['::', true],
    ['::ffff:192.168.1.1', true],
    ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1::2::3', false],
    ['10:30', false],
    ['12:30:45', false],
    ['00:1A:2B:3C:4D:5E', false],
    ['deadbeef', false],
    ['12345::1', false],
  ])('isIPv6(%s) = %s', (ip, ok) => expect(isIPv6(ip)).toBe(ok));
});

describe('counts helpers', () => {
  it('emptyCounts has every label at zero', () => {
    expect(emptyCounts()).toEqual({ EMAIL: 0, IBAN: 0, CARTA: 0, CF: 0, PIVA: 0, TELEFONO: 0, URL_TOKEN: 0, IP: 0 });
    expect(emptyCounts()).not.toBe(emptyCounts());
  });

  it('addCounts mutates and returns its first argument', () => {
    const into = redact('a@b.it c@d.it 3331234567').counts;
    const same = addCounts(into, redact('x@y.it').counts);
    expect(same).toBe(into);
    expect(into.EMAIL).toBe(3);
    expect(into.TELEFONO).toBe(1);
  });
});

describe('pathological input (catastrophic backtracking; bench:redact reports the time)', () => {
  // A real address after a megabyte that looks like the start of a match: the scan must get
  // through the run and still find it, leaving the run itself alone.
  const TAIL = '\nScrivere a mario.rossi@example.it';
  it.each(pathologicalInputs())('%s: the run is left as it is, and an address after it is still redacted', (_name, input) => {
    const { text, counts } = redact(input + TAIL);
    expect(text.startsWith(input)).toBe(true); // not toBe(input): a failure would print a megabyte
    expect(text.slice(input.length)).toBe('\nScrivere a [EMAIL]');
    expect(counts).toEqual({ ...emptyCounts(), EMAIL: 1 });
  });
});
