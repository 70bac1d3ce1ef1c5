import { orderByScores, rerankByRelevance, type Scored } from './relevance-list';

const candidates = [
  { id: 10, text: 'a' },
  { id: 11, text: '  ' },
  { id: 12, text: 'c' },
  { id: 13, text: 'd' },
];

describe('rerankByRelevance', () => {
  it('sends nothing for no candidates or a blank query (the order is kept)', async () => {
    const send = jest.fn<Promise<Scored[]>, [string[], number | undefined]>();
    expect(await rerankByRelevance('q', [], 10, undefined, send)).toEqual([]);
    expect(await rerankByRelevance('  ', candidates, 10, undefined, send)).toEqual(candidates.map((c) => ({ id: c.id, score: 0 })));
    expect(send).not.toHaveBeenCalled();
  });

  it('caps the documents, sends blanks as one space, and passes top only when it cuts the list', async () => {
    const send = jest.fn(async (documents: string[], _top: number | undefined): Promise<Scored[]> => documents.map((_, index) => ({ index, score: index })));
    await rerankByRelevance('q', candidates, 3, 5, send);
    expect(send).toHaveBeenLastCalledWith(['a', ' ', 'c'], undefined);
    await rerankByRelevance('q', candidates, 3, 2, send);
    expect(send).toHaveBeenLastCalledWith(['a', ' ', 'c'], 2);
  });

  it('returns every candidate, scored ones best first, the rest after in their order', async () => {
    const result = await rerankByRelevance('q', candidates, 2, undefined, async () => [
      { index: 0, score: 0.2 },
      { index: 1, score: 0.9 },
    ]);
    expect(result).toEqual([
      { id: 11, score: 0.9 },
      { id: 10, score: 0.2 },
      { id: 12, score: 0 },
      { id: 13, score: 0 },
    ]);
  });
});

describe('orderByScores', () => {
  it('keeps the provider order on equal scores and gives unscored ones the lowest negative score', () => {
    const scored = [
      { index: 2, score: -1 },
      { index: 0, score: -1 },
    ];
    expect(orderByScores(candidates, scored)).toEqual([
      { id: 12, score: -1 },
      { id: 10, score: -1 },
      { id: 11, score: -1 },
      { id: 13, score: -1 },
    ]);
  });
});
