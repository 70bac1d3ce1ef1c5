// Distillo reviewer page, a unit's "History": its audit entries and superseded texts in words
// ("Ticket added · automatic distillation · ticket FF-1039, same problem in other words"), never the
// codes the audit log stores ("unit.join · system:distillation", JSON before/after). Kept apart from
// app.js, which calls window.distilloHistory.render(). Texts are English sources that the page's
// translation layer (i18n.js) translates; history-words.spec.ts checks that every audit action
// written in src/ has words here and in Italian.
'use strict';

(() => {
  /** What happened, by audit action. */
  const ACTIONS = {
    'unit.create': 'Unit created from a ticket',
    'unit.join': 'Ticket added',
    'unit.join_with_conflict': 'Ticket added with a different fix (conflict)',
    'unit.merged_into': 'Merged into another unit',
    'unit.written_by_model': 'Text written by the model from all its tickets',
    'unit.erase_sources': 'Source tickets erased (GDPR)',
    'unit.import_create': 'Unit imported',
    'unit.import_update': 'Unit updated by an import',
    'unit.edit': 'Text edited',
    'unit.approve': 'Unit approved',
    'unit.reject': 'Unit rejected',
    'unit.archive': 'Unit archived',
    'unit.mark_stale': 'Review date passed',
    'unit.clear_pii_flag': 'Personal-data flag cleared',
    'unit.retirement_flag': 'Proposed for retirement',
    'retirement.dismiss': 'Kept: no longer proposed for retirement',
    'conflict.keep': 'Conflict: current solution kept',
    'conflict.replace': 'Conflict: solution replaced with the proposed one',
    'conflict.merge': 'Conflict: solutions merged by hand',
    'merge_suggestion.merge': 'Another unit merged into this one',
    'merge_suggestion.dismiss': 'Merge suggestion dismissed',
    'phrase.learn': 'Customer question learned',
    'phrase.remove': 'Learned question removed',
    'phrase.suggest': 'Customer question proposed',
    'phrase.erase': 'Learned questions erased (GDPR)',
    'phrase_suggestion.accept': 'Proposed question accepted',
    'phrase_suggestion.reject': 'Proposed question rejected',
    'gap.covered': 'Marked as the answer to a gap',
    'gap.ignored': 'Gap ignored',
    'gap.reopen': 'Gap reopened',
    'auth.login': 'Logged in',
    'auth.logout': 'Logged out',
    'reviewer.create': 'Reviewer added',
    'reviewer.update': 'Reviewer changed',
    'gdpr.export': 'Personal data exported (GDPR)',
    'gdpr.erase': 'Personal data erased (GDPR)',
    'gdpr.retention': 'Old data erased (retention)',
  };

  /** Who, when no person did it (the audit log's system actors, the demo and the command line). */
  const ACTORS = {
    system: 'the system',
    'system:distillation': 'automatic distillation',
    'system:import': 'import',
    'system:evaluation': 'evaluation',
    'system:chat-feedback': 'customers in the chat',
    'system:retention': 'data retention',
    demo: 'the demo',
    cli: 'command line (kb)',
  };

  /** What a superseded text was replaced by. */
  const REVISION_REASONS = {
    edit: 'replaced by an edit',
    conflict_replace: 'replaced by the fix of a conflicting ticket',
    conflict_merge: 'replaced by a fix merged by hand',
    merged_into: 'merged into another unit',
  };

  /** The fields of an entry's before/after (nested ones as "source.status"); "version" is left out. */
  const FIELDS = {
    status: 'Status',
    unit_status: 'Unit status',
    ticket_id: 'Ticket',
    link: 'Match',
    similarity: 'Similarity',
    ticket_count: 'Tickets',
    total_handle_seconds: 'Handle time',
    last_seen_at: 'Last ticket',
    review_due_at: 'Review due',
    merge_suggested_with: 'Reads like unit',
    split_from: 'Split from unit',
    merged_into: 'Merged into unit',
    'source.id': 'Unit merged in',
    'source.status': 'Status of the unit merged in',
    'source.ticket_count': 'Tickets of the unit merged in',
    moved_tickets: 'Tickets moved',
    title: 'Title',
    problem: 'Problem',
    symptoms: 'Symptoms',
    cause: 'Cause',
    solution: 'Solution',
    solution_kept: 'Solution kept',
    proposed_solution: 'Proposed solution',
    applicability: 'Applies to',
    search_phrases: 'Search phrases',
    category: 'Category',
    product: 'Product',
    is_one_off: 'One-off',
    is_commercial_exception: 'Commercial exception',
    contains_pii: 'Personal data',
    synthesized: 'Text written from its tickets',
    external_id: 'External id',
    phrase: 'Question',
    source: 'Source',
    learned: 'Outcome',
    conversations: 'Conversations',
    questions: 'Questions',
    phrase_suggestions: 'Proposed questions',
    removed: 'Removed',
  };

  /** Words for the coded values an entry can hold. */
  const VALUES = {
    status: {
      pending_review: 'pending review', stale: 'stale', approved: 'approved', rejected: 'rejected', archived: 'archived', superseded: 'superseded',
      open: 'open', kept: 'kept', replaced: 'replaced', merged: 'merged', dismissed: 'dismissed', pending: 'pending', accepted: 'accepted',
    },
    link: { created: 'first ticket of the unit', exact: 'same problem', paraphrase: 'same problem in other words' },
    source: { cli: 'added by hand (kb)', chat_feedback: 'learned from the chat' },
    learned: { learned: 'learned', duplicate: 'already there', unit_not_approved: 'unit not approved', cap_reached: 'limit reached', empty: 'nothing to learn' },
  };
  const KIND = {
    unit_status: 'status', 'source.status': 'status', link: 'status-link', similarity: 'score',
    last_seen_at: 'date', review_due_at: 'date', total_handle_seconds: 'duration',
    merge_suggested_with: 'unit', split_from: 'unit', merged_into: 'unit', 'source.id': 'unit',
  };

  const actorWords = (actor) => ACTORS[actor] || (String(actor).startsWith('system') ? ACTORS.system : actor);

  /** { "source.status": …, status: … }: nested objects one level down, by dotted key. */
  function flatten(value) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out = {};
    for (const [key, inner] of Object.entries(value)) {
      // The target of a merge is the unit whose history this is: its fields under their own names.
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) for (const [k, v] of Object.entries(inner)) out[key === 'target' ? k : `${key}.${k}`] = v;
      else out[key] = inner;
    }
    return out;
  }

  const isLong = (value) => Array.isArray(value) || (typeof value === 'string' && (value.length > 80 || value.includes('\n')));

  function render(history, { h, badge, format, tickets }) {
    /** One value as a reader says it: statuses and links in words, dates, figures, ticket numbers. */
    function words(key, value) {
      if (value === null || value === undefined || value === '') return '—';
      if (typeof value === 'boolean') return value ? 'yes' : 'no';
      const kind = KIND[key];
      if (key === 'status' || kind === 'status') return VALUES.status[value] || String(value);
      if (kind === 'status-link') return VALUES.link[value] || String(value);
      if (VALUES[key] && VALUES[key][value]) return VALUES[key][value];
      if (key === 'ticket_id') return tickets.get(Number(value)) || `#${value}`;
      if (kind === 'unit') return h('a', { href: `#/unit/${value}` }, `#${value}`);
      if (kind === 'date') return format.date(value);
      if (kind === 'duration') return format.duration(value);
      if (kind === 'score') return format.score(value);
      if (typeof value === 'number') return format.number(value);
      if (Array.isArray(value)) return value.join('\n');
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    }

    /** The entry's facts and changes: short ones on one line, texts in a fold each. */
    function changes(entry) {
      const before = flatten(entry.before);
      const after = flatten(entry.after);
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'version' && !k.endsWith('.version'));
      const short = [];
      const long = [];
      for (const key of keys) {
        const had = Object.hasOwn(before, key);
        const has = Object.hasOwn(after, key);
        if (had && has && JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
        if (!had && (after[key] === null || after[key] === undefined)) continue; // "reads like unit: none" says nothing
        const label = FIELDS[key] || key.replace(/[._]/g, ' ');
        if (isLong(before[key]) || isLong(after[key])) {
          long.push(h('details', { class: 'small' }, h('summary', {}, label),
            had ? h('div', { class: 'was' }, h('span', { class: 'muted' }, 'Before'), h('div', { class: 'text' }, words(key, before[key]))) : null,
            has ? h('div', { class: 'now' }, h('span', { class: 'muted' }, had ? 'After' : 'Text'), h('div', { class: 'text' }, words(key, after[key]))) : null));
        } else {
          const [was, now] = [words(key, before[key]), words(key, after[key])];
          if (had && has && typeof was === 'string' && was === now) continue; // the same day written two ways
          const value = had && has ? [was, ' → ', now] : [has ? now : was];
          short.push(h('span', { class: 'change', 'data-field': key }, h('span', { class: 'muted' }, label), ' ', ...value));
        }
      }
      return [
        short.length ? h('div', { class: 'small' }, short.flatMap((node, i) => (i ? [' · ', node] : [node]))) : null,
        ...long,
      ];
    }

    return [
      ...history.revisions.map((r) => h('div', { class: 'superseded', 'data-revision-id': r.id },
        h('div', { class: 'small' }, badge('superseded', 'not-served'), ' ',
          h('span', {}, 'Version'), ` ${format.number(r.unit_version)} · `, h('span', {}, REVISION_REASONS[r.reason] || r.reason), ' · ',
          h('span', {}, actorWords(r.created_by)), ` · ${format.dateTime(r.created_at)} · `, h('span', {}, 'never served')),
        h('details', {}, h('summary', {}, 'Solution as it was'), h('div', { class: 'text' }, r.solution)))),
      ...history.audit.map((a) => h('div', { class: 'history-item', 'data-action': a.action },
        h('div', { class: 'small' },
          h('strong', { title: ACTIONS[a.action] ? null : a.action }, ACTIONS[a.action] || 'Other change'), ' · ',
          h('span', { class: 'actor' }, actorWords(a.actor)), ` · ${format.dateTime(a.created_at)}`),
        a.reason ? h('div', { class: 'small' }, h('span', { class: 'muted' }, 'Reason'), ' ', h('q', {}, a.reason)) : null,
        changes(a))),
    ];
  }

  window.distilloHistory = { render, ACTIONS, ACTORS, FIELDS, VALUES, REVISION_REASONS };
})();
