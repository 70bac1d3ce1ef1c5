import type { Migration } from 'kysely/migration';
import * as m20261130T0700 from './20261130T0700_tickets';
import * as m20261130T0800 from './20261130T0800_knowledge_units';
import * as m20261130T0900 from './20261130T0900_search_index';
import * as m20261130T1000 from './20261130T1000_review';
import * as m20261130T1100 from './20261130T1100_chat';
import * as m20261130T1200 from './20261130T1200_stemmed_fulltext';
import * as m20261130T1300 from './20261130T1300_probe_index';
import * as m20261130T1400 from './20261130T1400_installation_id';
import * as m20261130T1500 from './20261130T1500_index_changes';
import * as m20261130T1600 from './20261130T1600_distill_batches';
import * as m20261130T1700 from './20261130T1700_session_idle';
import * as m20261201T0800 from './20261201T0800_serving_events';
import * as m20261201T0900 from './20261201T0900_redacted_copies';
import * as m20261201T1000 from './20261201T1000_unit_candidates';
import * as m20261201T1100 from './20261201T1100_llm_usage';
import * as m20261201T1300 from './20261201T1300_ticket_external_id_bin';
import * as m20261201T1310 from './20261201T1310_ticket_outbox_token';
import * as m20261201T1320 from './20261201T1320_phrase_suggestions';
import * as m20261201T1400 from './20261201T1400_chat_outcome';
import * as m20261201T1550 from './20261201T1550_customer_refs';
import * as m20261201T1520 from './20261201T1520_chat_handoff';
import * as m20261201T1530 from './20261201T1530_gap_questions';
import * as m20261201T1600 from './20261201T1600_connector_state';
import * as m20261201T1620 from './20261201T1620_connector_escalations';
import * as m20261202T0400 from './20261202T0400_handoff_ticket_closed';
import * as m20261202T0500 from './20261202T0500_candidate_failed_attempts';
import * as m20261204T1000 from './20261204T1000_erased_ticket_ids';
import * as m20261204T2100 from './20261204T2100_model_synthesis';
import * as m20261204T2200 from './20261204T2200_measured_nprobe';
import * as m20261205T0900 from './20261205T0900_customer_ref_bin';
import * as m20261205T0910 from './20261205T0910_escalation_handed_over_at';
import * as m20261205T1200 from './20261205T1200_gap_topics';

/**
 * Every migration, by its timestamp-prefixed name. Listed statically (not read from the
 * folder at run time) so the same list works from dist/ and under Jest's TypeScript loader.
 */
export const migrations: Record<string, Migration> = {
  '20261130T0700_tickets': m20261130T0700,
  '20261130T0800_knowledge_units': m20261130T0800,
  '20261130T0900_search_index': m20261130T0900,
  '20261130T1000_review': m20261130T1000,
  '20261130T1100_chat': m20261130T1100,
  '20261130T1200_stemmed_fulltext': m20261130T1200,
  '20261130T1300_probe_index': m20261130T1300,
  '20261130T1400_installation_id': m20261130T1400,
  '20261130T1500_index_changes': m20261130T1500,
  '20261130T1600_distill_batches': m20261130T1600,
  '20261130T1700_session_idle': m20261130T1700,
  '20261201T0800_serving_events': m20261201T0800,
  '20261201T0900_redacted_copies': m20261201T0900,
  '20261201T1000_unit_candidates': m20261201T1000,
  '20261201T1100_llm_usage': m20261201T1100,
  '20261201T1300_ticket_external_id_bin': m20261201T1300,
  '20261201T1310_ticket_outbox_token': m20261201T1310,
  '20261201T1320_phrase_suggestions': m20261201T1320,
  '20261201T1400_chat_outcome': m20261201T1400,
  '20261201T1550_customer_refs': m20261201T1550,
  '20261201T1520_chat_handoff': m20261201T1520,
  '20261201T1530_gap_questions': m20261201T1530,
  '20261201T1600_connector_state': m20261201T1600,
  '20261201T1620_connector_escalations': m20261201T1620,
  '20261202T0400_handoff_ticket_closed': m20261202T0400,
  '20261202T0500_candidate_failed_attempts': m20261202T0500,
  '20261204T1000_erased_ticket_ids': m20261204T1000,
  '20261204T2100_model_synthesis': m20261204T2100,
  '20261204T2200_measured_nprobe': m20261204T2200,
  '20261205T0900_customer_ref_bin': m20261205T0900,
  '20261205T0910_escalation_handed_over_at': m20261205T0910,
  '20261205T1200_gap_topics': m20261205T1200,
};
