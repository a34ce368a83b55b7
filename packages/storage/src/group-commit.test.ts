import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

/** A write that records each group and commits only when told to. */
function controlledWrite(fails: (item: number) => boolean = () => false) {
  const groups: number[][] = [];
  const commits: (() => void)[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      groups.push(items);
      commits.push(() => (items.some(fails) ? reject(new Error(`bad in ${items.join(',')}`)) : resolve()));
    });
  const commitAll = async () => {
    while (commits.length > 0) {
      commits.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { groups, commits, write, commitAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('groupCommit', () => {
  it('writes items that arrive together in one write and answers each only after it commits', async () => {
    const { groups, commits, write } = controlledWrite();
    const add = groupCommit(write, 10);
    const answered: number[] = [];
    const all = [1, 2, 3].map((n) => add(n).then(() => answered.push(n)));
    await tick();
    expect(groups).toEqual([[1, 2, 3]]);
    expect(answered).toEqual([]);
    commits[0]?.();
    await Promise.all(all);
    expect(answered).toEqual([1, 2, 3]);
  });

  it('groups what arrives during a write into the next one, at most maxItems at a time', async () => {
    const { groups, write, commitAll } = controlledWrite();
    const add = groupCommit(write, 2);
    const first = add(1);
    await tick();
    const later = [2, 3, 4].map((n) => add(n));
    await commitAll();
    await Promise.all([first, ...later]);
    expect(groups).toEqual([[1], [2, 3], [4]]);
  });

  it('retries a failed group item by item, so only the bad item fails', async () => {
    const { groups, write, commitAll } = controlledWrite((n) => n === 2);
    const add = groupCommit(write, 10);
    const results = Promise.allSettled([1, 2, 3].map((n) => add(n)));
    await tick();
    await commitAll();
    expect((await results).map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(groups).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
