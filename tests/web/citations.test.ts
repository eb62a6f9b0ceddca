import { describe, expect, it } from 'vitest';
import { answerParts, citedInOrder } from '../../web/src/pages/notebook/citations';

describe('a tutor answer and its [n] marks', () => {
  it('cuts the answer into text and the marks that have a citation', () => {
    expect(answerParts('Cells [1] make energy [2][1].', new Set([1, 2]))).toEqual([
      { kind: 'text', text: 'Cells ' },
      { kind: 'cite', n: 1 },
      { kind: 'text', text: ' make energy ' },
      { kind: 'cite', n: 2 },
      { kind: 'cite', n: 1 },
      { kind: 'text', text: '.' },
    ]);
  });

  it('a number with no citation stays plain text: nothing links to a passage the server did not return', () => {
    expect(answerParts('See [3] and [1]', new Set([1]))).toEqual([
      { kind: 'text', text: 'See [3] and ' },
      { kind: 'cite', n: 1 },
    ]);
  });

  it('lists only the cited passages, in the order their marks first appear', () => {
    const citations = [{ n: 1 }, { n: 2 }, { n: 3 }];
    expect(citedInOrder(answerParts('b [2] a [1] b [2]', new Set([1, 2, 3])), citations)).toEqual([{ n: 2 }, { n: 1 }]);
  });
});
