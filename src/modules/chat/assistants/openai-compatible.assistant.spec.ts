import { ToolCallAccumulator } from './openai-compatible.assistant';

describe('openai-compatible assistant: streamed tool calls', () => {
  it('joins fragments by index, and tells apart Ollama-style parallel calls that reuse index 0 by their id', () => {
    const acc = new ToolCallAccumulator();
    acc.push([{ index: 0, id: 'a', type: 'function', function: { name: 'search_knowledge_base', arguments: '' } }]);
    acc.push([{ index: 0, function: { arguments: '{"query":' } }]);
    acc.push([{ index: 0, function: { arguments: '"pdf"}' } }]);
    acc.push([{ index: 0, id: 'b', type: 'function', function: { name: 'search_knowledge_base', arguments: '{"query":"sdi"}' } }]);
    acc.push([{ index: 1, id: 'c', type: 'function', function: { name: 'search_knowledge_base', arguments: '{}' } }]);
    expect(acc.result().map((c) => [c.id, c.function.name, c.function.arguments])).toEqual([
      ['a', 'search_knowledge_base', '{"query":"pdf"}'],
      ['b', 'search_knowledge_base', '{"query":"sdi"}'],
      ['c', 'search_knowledge_base', '{}'],
    ]);
  });

  it('a call without an id (some servers) gets one, so its tool message can answer it', () => {
    const acc = new ToolCallAccumulator();
    acc.push([{ index: 0, function: { name: 'search_knowledge_base', arguments: '{"query":"x"}' } }]);
    expect(acc.result()).toEqual([{ id: 'call_0', type: 'function', function: { name: 'search_knowledge_base', arguments: '{"query":"x"}' } }]);
  });
});
