// `npm run demo`, once the server answers: customers use the chat over HTTP, as the widget does, so
// the review page's "Metriche" has conversations to show. The first questions of corpus/questions.jsonl
// are asked, each in its own conversation; most answers are rated helpful, every fourth unhelpful;
// the first conversation the assistant could not answer asks for a person. Prints one line.
// Usage: node scripts/demo-conversations.mjs http://127.0.0.1:3000 [count]
import { readFileSync } from 'node:fs';

const base = process.argv[2];
const count = Number(process.argv[3] ?? 12);
const questions = readFileSync(new URL('../corpus/main/questions.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line).question)
  .slice(0, count);

async function post(path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, response };
}

/** The `done` event of a streamed answer (Server-Sent Events). */
async function ask(conversation, question) {
  const { status, response } = await post(`/api/chat/conversations/${conversation.id}/messages`, conversation.token, { message: question });
  if (status !== 200) throw new Error(`message: HTTP ${status}`);
  const text = await response.text();
  for (const block of text.split('\n\n')) {
    if (!block.includes('event: done')) continue;
    const data = block.split('\n').find((line) => line.startsWith('data:'));
    return JSON.parse(data.slice(5));
  }
  throw new Error('no done event');
}

const tally = { asked: 0, answered: 0, suggested: 0, declined: 0, rated: 0, escalated: 0 };
for (const [i, question] of questions.entries()) {
  const created = await post('/api/chat/conversations', null, { locale: 'it' });
  const conversation = await created.response.json();
  const done = await ask(conversation, question);
  tally.asked++;
  tally[done.outcome] = (tally[done.outcome] ?? 0) + 1;
  if (done.outcome === 'answered') {
    const rated = await post(`/api/chat/conversations/${conversation.id}/messages/${done.message_id}/rating`, conversation.token, { value: i % 4 === 3 ? -1 : 1 });
    if (rated.status === 200) tally.rated++;
  } else if (tally.escalated === 0) {
    const escalated = await post(`/api/chat/conversations/${conversation.id}/escalate`, conversation.token);
    if (escalated.status === 201 || escalated.status === 200) tally.escalated++;
  }
}
console.log(
  `  chat: ${tally.asked} scripted customer questions asked over HTTP (${tally.answered} answered, ${tally.suggested} with suggestions, ${tally.declined} declined; ` +
    `${tally.rated} answers rated, ${tally.escalated} escalated): see "Metriche" on the review page`,
);
