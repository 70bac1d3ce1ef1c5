import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { UnitsImportService } from '../../src/modules/knowledge/units-import.service';
import { ClusteringService } from '../../src/modules/search/clustering.service';
import { IndexingService } from '../../src/modules/search/indexing.service';
import type { WebhookReceiver } from './webhook-receiver';

/**
 * A small approved knowledge base for the chat tests: FAQs imported as a company would
 * (units:import --approve), indexed and clustered like production. Written for questions of
 * corpus/questions.jsonl.
 */
export const CHAT_UNITS = [
  {
    id: 'faq-ff-password',
    product: 'fatturafacile',
    category: 'accesso',
    problem: 'Non riesco ad accedere a FatturaFacile: ho dimenticato la password',
    solution:
      '1. Apra la pagina di accesso e scelga «Password dimenticata».\n2. Inserisca l\'indirizzo e-mail del suo account.\n3. Apra il link ricevuto per e-mail entro 30 minuti e scelga una nuova password.',
    search_phrases: ['password dimenticata', 'recuperare la password', 'ho scordato la parola d\'accesso', 'reimpostare la password', 'non ricordo la password'],
  },
  {
    id: 'faq-ff-00404',
    product: 'fatturafacile',
    category: 'fatturazione',
    problem: 'La fattura elettronica è stata scartata dallo SDI con codice 00404 (fattura duplicata)',
    solution:
      '1. Non reinvii la stessa fattura: lo SDI la considera un doppione.\n2. Emetta una nuova fattura con un nuovo numero e la data di oggi.\n3. Annoti nel gestionale il numero della fattura scartata.',
    search_phrases: ['scarto 00404', 'codice di scarto 00404', 'fattura duplicata', 'SDI respinge la fattura come doppione'],
  },
  {
    id: 'faq-cn-device',
    product: 'cassanet',
    category: 'accesso',
    problem: 'Errore E-4021: il nuovo tablet non è un dispositivo autorizzato per la cassa',
    solution:
      '1. Dal back office apra Impostazioni → Dispositivi.\n2. Rimuova il vecchio tablet dall\'elenco.\n3. Sul nuovo tablet ripeta l\'accesso e confermi l\'abilitazione del dispositivo.',
    search_phrases: ['dispositivo non autorizzato', 'errore E-4021', 'cambiato tablet', 'dispositivo non abilitato'],
  },
  {
    id: 'faq-cn-chiusura',
    product: 'cassanet',
    category: 'altro',
    problem: 'Chiusura giornaliera dimenticata: la cassa è bloccata con E-3001',
    solution:
      '1. Apra Menu → Chiusure → «Chiusura giornaliera»: la stampante chiude la giornata precedente.\n2. Per non dimenticarla, attivi la chiusura automatica da Impostazioni → Cassa.',
    search_phrases: ['chiusura dimenticata', 'E-3001', 'cassa bloccata dopo la chiusura mancata', 'chiusura fiscale automatica'],
  },
];

export async function loadChatUnits(app: INestApplicationContext, units: object[] = CHAT_UNITS): Promise<Map<string, number>> {
  const path = join(mkdtempSync(join(tmpdir(), 'chat-units-')), 'units.jsonl');
  writeFileSync(path, units.map((u) => JSON.stringify(u)).join('\n') + '\n');
  const report = await app.get(UnitsImportService).importFile(path, { approve: true, enqueueIndexing: false });
  if (report.errors.length > 0) throw new Error(`units import: ${JSON.stringify(report.errors)}`);
  for (const id of report.unit_ids) await app.get(IndexingService).indexUnit(id);
  await app.get(ClusteringService).cluster();
  const ids = new Map<string, number>();
  for (const [i, unit] of (units as Array<{ id: string }>).entries()) ids.set(unit.id, report.unit_ids[i]);
  return ids;
}

/**
 * The extractive assistant with no rate limits (nor a wait between two handovers of a
 * conversation), escalating to `receiver` with deliveries signed with `secret`.
 */
export function extractiveChatEnv(receiver: WebhookReceiver, secret: string): Record<string, string> {
  return {
    CHAT: 'extractive',
    CHAT_RATE_IP_PER_MINUTE: '0',
    CHAT_RATE_CONVERSATION_PER_MINUTE: '0',
    ESCALATION_RATE_IP_PER_MINUTE: '0',
    ESCALATION_COOLDOWN_SECONDS: '0',
    ESCALATION_WEBHOOK_URL: receiver.url,
    ESCALATION_WEBHOOK_SECRET: secret,
  };
}
