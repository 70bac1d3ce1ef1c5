/**
 * A fake Zendesk account of its own process, for `npm run bench:connectors` (and by hand):
 *   node dist/test/fakes/fake-zendesk.main.js --tickets 10000 --comments 20 [--port 0] [--jsonl FILE]
 * Prints `FAKE_ZENDESK_URL=<origin> EMAIL=<e-mail> TOKEN=<token> INTERNAL=<internal notes>` once it listens.
 * `--jsonl FILE` also writes the same tickets in the intake's shape (the bench's baseline:
 * `kb tickets:import` of the same data).
 */
import { createWriteStream } from 'node:fs';
import { FakeZendesk } from './fake-zendesk';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const tickets = Number(arg('--tickets', '10000'));
const commentsPerTicket = Number(arg('--comments', '20'));
const port = Number(arg('--port', '0'));
const jsonl = args.includes('--jsonl') ? arg('--jsonl', '') : undefined;

const PROBLEMS = [
  ['La fattura elettronica viene scartata dallo SDI con errore 00305', 'Controlli la partita IVA del cliente nella scheda anagrafica e reinvii la fattura'],
  ['Non riesco ad accedere: la password non viene accettata', 'Usi il link "password dimenticata" e controlli anche la cartella spam'],
  ['La linea fibra cade ogni sera verso le 21', 'Abbiamo aggiornato il firmware del modem da remoto: lo riavvii e verifichi'],
  ['Il pagamento con carta viene rifiutato', 'La banca richiede 3-D Secure: abiliti i pagamenti online dalla sua app'],
];

async function main(): Promise<void> {
  const zendesk = new FakeZendesk();
  const brands = ['Fattura Facile', 'Fibra Casa', 'Pago Smart'].map((name) => zendesk.addBrand(name));
  const customers = Array.from({ length: 500 }, () => zendesk.addUser('end-user').id);
  const agents = Array.from({ length: 20 }, (_, i) => zendesk.addUser(i % 5 === 0 ? 'admin' : 'agent').id);
  const out = jsonl ? createWriteStream(jsonl) : undefined;
  let internal = 0;
  for (let t = 0; t < tickets; t++) {
    const [question, fix] = PROBLEMS[t % PROBLEMS.length];
    const customer = customers[t % customers.length];
    const agent = agents[t % agents.length];
    const comments = Array.from({ length: commentsPerTicket }, (_, c) => {
      // Every fourth comment an internal note, the others alternate customer and agent.
      if (c % 4 === 3) return { author: agent, body: `Nota interna ${t}.${c}: verificato il caso sul gestionale`, public: false };
      return c % 2 === 0 ? { author: customer, body: `${question} (ticket ${t}, messaggio ${c})` } : { author: agent, body: `${fix} (ticket ${t}, risposta ${c})` };
    });
    internal += comments.filter((c) => c.public === false).length;
    const status = t % 10 === 9 ? 'open' : t % 3 === 0 ? 'closed' : 'solved';
    const id = zendesk.addTicket({ subject: `${question.slice(0, 60)} #${t}`, status, requester: customer, brand_id: brands[t % brands.length], comments });
    if (out) {
      const stored = zendesk.tickets.get(id)!;
      const roleOf = (user: number) => (zendesk.users.get(user)!.role === 'end-user' ? 'customer' : 'agent');
      const line = {
        external_id: `zendesk-${id}`,
        subject: stored.subject,
        product: zendesk.brands.get(stored.brand_id!)!,
        customer_ref: String(customer),
        status: status === 'solved' ? 'resolved' : status === 'closed' ? 'closed' : 'open',
        closed_at: status === 'open' ? null : stored.updated_at,
        messages: zendesk.comments.get(id)!.map((c) => ({ author: roleOf(c.author_id), visibility: c.public ? 'public' : 'internal', body: c.body, created_at: c.created_at })),
      };
      if (!out.write(`${JSON.stringify(line)}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
  }
  if (out) await new Promise<void>((resolve) => out.end(() => resolve()));
  await zendesk.start(port);
  console.log(`FAKE_ZENDESK_URL=${zendesk.origin} EMAIL=${zendesk.email} TOKEN=${zendesk.apiToken} INTERNAL=${internal}`);
  const stop = () => void zendesk.stop().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
