/**
 * Redaction throughput benchmark.
 *
 *   npx tsc -p tsconfig.build.json && node dist/bench/redact.bench.js [--json] [--mb 4]
 *
 * Generates a few MB of realistic Italian support tickets deterministically (seeded PRNG) with PII
 * sprinkled in (e-mails, phones, IBANs, cards, codici fiscali, P.IVA, IPs, URLs with tokens) and
 * plenty of look-alikes (dates, amounts, versions, order numbers), then measures, in the same run,
 * `redact()` and a naive regex-only redactor without checksums or context (the baseline).
 */
import { luhnValid } from '../src/modules/pii/checksums';
import { pathologicalInputs } from '../src/modules/pii/pathological-inputs';
import { redact } from '../src/modules/pii/redact';
import { mulberry32 } from '../src/lib/random/seeded-random';

// ---------------------------------------------------------------------------------------------
// Deterministic data
// ---------------------------------------------------------------------------------------------

/** mulberry32, the seeded PRNG the vector code uses too. */
const prng = mulberry32;

const rnd = prng(20260312);
const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const digits = (n: number): string => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(int(0, 9));
  return s;
};

function luhnComplete(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(prefix + d)) return prefix + d;
  throw new Error('unreachable');
}

function mod97(s: string): number {
  let r = 0;
  for (const ch of s) {
    const c = ch.charCodeAt(0);
    r = c >= 65 ? (r * 100 + (c - 55)) % 97 : (r * 10 + (c - 48)) % 97;
  }
  return r;
}

function iban(): string {
  const bban = pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')) + digits(10) + digits(12);
  const check = String(98 - mod97(bban + 'IT00')).padStart(2, '0');
  const raw = 'IT' + check + bban;
  return rnd() < 0.5 ? raw : raw.replace(/(.{4})/g, '$1 ').trim();
}

const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
function cf(): string {
  const L = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const letters = (n: number): string => Array.from({ length: n }, () => pick(L.split(''))).join('');
  const body =
    letters(6) + digits(2) + pick('ABCDEHLMPRST'.split('')) + String(int(1, 28) + (rnd() < 0.5 ? 40 : 0)).padStart(2, '0') + letters(1) + digits(3);
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = body.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65;
    sum += i % 2 === 0 ? CF_ODD[v] : v;
  }
  return body + L[sum % 26];
}

function piva(): string {
  return luhnComplete(digits(7) + String(int(1, 100)).padStart(3, '0'));
}

function card(): string {
  const prefix = pick(['4', '51', '52', '55']);
  const n = luhnComplete(prefix + digits(15 - prefix.length));
  return rnd() < 0.5 ? n : n.replace(/(\d{4})(?=\d)/g, '$1 ');
}

let planted = 0;
const pii = (): string => {
  planted++;
  return piiValue();
};
const piiValue = (): string =>
  pick([
    () => `${pick(['mario', 'giulia', 'luca.bianchi', 'anna+ticket'])}${int(1, 99)}@${pick(['gmail.com', 'libero.it', 'azienda.it', 'pec.studio.it'])}`,
    () => `${pick(['333', '347', '320', '389'])} ${digits(7)}`,
    () => `+39 ${pick(['02', '06', '011', '055'])} ${digits(7)}`,
    () => `tel. 0${int(1, 9)}${digits(8)}`,
    () => `IBAN ${iban()}`,
    () => `carta ${card()}`,
    () => `CF ${cf()}`,
    () => `P.IVA ${piva()}`,
    () => `IP ${int(1, 223)}.${int(0, 255)}.${int(0, 255)}.${int(1, 254)}`,
    () => `https://portale.example.it/reset?token=${digits(6)}abcDEF${digits(6)}&lang=it`,
    () => `2001:db8:${int(1, 9999)}::${int(1, 99)}`,
  ])();

const lookalike = (): string =>
  pick([
    () => `ordine n. ${digits(6)}`,
    () => `fattura 2026/${int(1, 999)}`,
    () => `#${int(1000, 9999)}`,
    () => `il ${String(int(1, 28)).padStart(2, '0')}/${String(int(1, 12)).padStart(2, '0')}/2026`,
    () => `alle ${int(8, 19)}:${pick(['00', '15', '30', '45'])}`,
    () => `€ ${int(1, 999)},${int(10, 99)}`,
    () => `versione ${int(1, 9)}.${int(0, 20)}.${int(0, 9)}`,
    () => `errore E-${int(1000, 9999)}`,
    () => `scontrino n. 00${int(10, 99)}-00${int(10, 99)}`,
    () => `CAP ${digits(5)}`,
  ])();

const SENTENCES = [
  'Buongiorno, vi scrivo perché da ieri non riesco ad accedere al portale clienti',
  'Il pagamento risulta addebitato ma lo stato della pratica è ancora in attesa',
  'Ho provato a reinstallare l’applicazione e a svuotare la cache del browser, senza risultato',
  'La stampante fiscale mostra un messaggio di errore dopo l’aggiornamento notturno',
  'Vi allego lo screenshot della schermata con il codice che compare',
  'Potete richiamarmi in mattinata? Sono disponibile fino a mezzogiorno',
  'Il corriere non ha consegnato il pacco e il tracciamento è fermo da tre giorni',
  'Chiedo il rimborso della differenza, come concordato con il vostro operatore',
  'Risolto: il problema era nella configurazione del router, ora la connessione funziona',
  'Grazie per la celerità, la segnalazione può essere chiusa',
  'Dopo il cambio della password ricevo sempre lo stesso avviso di sessione scaduta',
  'Il registratore di cassa non trasmette i corrispettivi all’Agenzia delle Entrate',
];

function ticket(): string {
  const parts: string[] = [];
  const n = int(4, 12);
  for (let i = 0; i < n; i++) {
    let s = pick(SENTENCES);
    if (rnd() < 0.35) s += `, ${lookalike()}`;
    if (rnd() < 0.2) s += ` (${pii()})`;
    parts.push(s + pick(['.', '.', '!', '?']));
  }
  return parts.join(rnd() < 0.7 ? ' ' : '\n');
}

function corpus(targetMb: number): string[] {
  const tickets: string[] = [];
  let bytes = 0;
  while (bytes < targetMb * 1e6) {
    const t = ticket();
    tickets.push(t);
    bytes += Buffer.byteLength(t, 'utf8');
  }
  return tickets;
}

// ---------------------------------------------------------------------------------------------
// Baseline: naive regex-only redactor (no checksums, no context)
// ---------------------------------------------------------------------------------------------

const NAIVE: [RegExp, string][] = [
  [/([?&](?:token|access_token|api_key|apikey|key|password|pwd|secret|code|sig|signature|session|sid|jwt)=)[^&#\s]+/gi, '$1[URL_TOKEN]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[EMAIL]'],
  [/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g, '[IBAN]'],
  [/\b[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]\b/gi, '[CF]'],
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[CARTA]'],
  [/\b\d{11}\b/g, '[PIVA]'],
  [/(?:\+39[ .-]?)?\b(?:3\d{2}|0\d{1,3})[ .\/-]?\d{5,8}\b/g, '[TELEFONO]'],
  [/\b(?:\d{1,3}\.){3}\d{1,3}\b/g, '[IP]'],
];

function naiveRedact(text: string): string {
  let t = text;
  for (const [re, rep] of NAIVE) t = t.replace(re, rep);
  return t;
}

// ---------------------------------------------------------------------------------------------
// Measurement
// ---------------------------------------------------------------------------------------------

/** Best MB/s over several passes; the two redactors alternate so that machine noise hits both. */
function measure(tickets: string[], mb: number, fns: ((t: string) => unknown)[], passes = 7): number[] {
  for (const fn of fns) for (let i = 0; i < Math.min(tickets.length, 2000); i++) fn(tickets[i]); // warm-up
  const best = fns.map(() => Infinity);
  for (let pass = 0; pass < passes; pass++) {
    fns.forEach((fn, k) => {
      const t0 = process.hrtime.bigint();
      for (const t of tickets) fn(t);
      best[k] = Math.min(best[k], Number(process.hrtime.bigint() - t0) / 1e9);
    });
  }
  return best.map((s) => mb / s);
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const mbArg = args.indexOf('--mb');
  const target = mbArg >= 0 ? Number(args[mbArg + 1]) : 4;
  const tickets = corpus(target);
  const mb = tickets.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0) / 1e6;

  const [redactMbS, baselineMbS] = measure(tickets, mb, [redact, naiveRedact]);
  const ratio = redactMbS / baselineMbS;
  const r = (x: number): number => Math.round(x * 100) / 100;
  const pathologicalMs = pathologicalMilliseconds();
  if (json) {
    process.stdout.write(
      JSON.stringify({ mb: r(mb), redact_mb_s: r(redactMbS), baseline_mb_s: r(baselineMbS), ratio: r(ratio), pathological_1mb_ms: pathologicalMs }) + '\n',
    );
    return;
  }
  let hits = 0;
  for (const t of tickets) for (const v of Object.values(redact(t).counts)) hits += v;
  process.stdout.write(
    `redact: ${r(mb)} MB in ${tickets.length} tickets (${planted} PII planted, ${hits} redacted) — ${r(redactMbS)} MB/s; ` +
      `naive regex baseline (no checksums): ${r(baselineMbS)} MB/s; ratio ${r(ratio)}x (best of 7 passes)\n`,
  );
  const slowest = Object.entries(pathologicalMs).sort(([, a], [, b]) => b - a);
  process.stdout.write(`redact on 1 MB pathological runs (ms, slowest first): ${slowest.map(([name, ms]) => `${name} ${ms}`).join(', ')}\n`);
}

/** One timed redact() per pathological input: linear-time patterns keep each within milliseconds. */
function pathologicalMilliseconds(): Record<string, number> {
  const ms: Record<string, number> = {};
  for (const [name, input] of pathologicalInputs()) {
    const t0 = process.hrtime.bigint();
    redact(input);
    ms[name] = Math.round(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return ms;
}

main();
