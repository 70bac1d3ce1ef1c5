/** The parts of Zendesk's JSON that the connector reads (developer.zendesk.com, Ticketing API). */

export interface ZendeskTicket {
  id: number;
  subject: string | null;
  raw_subject?: string | null;
  description?: string | null;
  /** new, open, pending, hold, solved, closed; `deleted` in the incremental export. */
  status: string;
  requester_id: number | null;
  brand_id?: number | null;
  group_id?: number | null;
  tags?: string[];
  custom_fields?: Array<{ id: number; value: unknown }>;
  external_id?: string | null;
  created_at: string;
  updated_at: string;
  generated_timestamp?: number;
}

export interface ZendeskComment {
  id: number;
  author_id: number;
  body?: string | null;
  plain_body?: string | null;
  public: boolean;
  created_at: string;
}

export type ZendeskRole = 'end-user' | 'agent' | 'admin';

export interface ZendeskUser {
  id: number;
  role: ZendeskRole | string;
  name?: string;
}

/** GET /api/v2/incremental/tickets/cursor.json */
export interface IncrementalTicketsPage {
  tickets: ZendeskTicket[];
  users?: ZendeskUser[];
  after_cursor: string | null;
  after_url?: string | null;
  end_of_stream: boolean;
}

/** Cursor-paginated lists (page[size], page[after]): comments, brands, groups. */
export interface CursorListMeta {
  meta?: { has_more: boolean; after_cursor: string | null };
  links?: { next: string | null };
}

export interface CommentsPage extends CursorListMeta {
  comments: ZendeskComment[];
  users?: ZendeskUser[];
}
