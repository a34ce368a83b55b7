import { describe, expect, it } from 'vitest';
import { LruStore } from './lru-store.js';

function store(budget: number) {
  const disposed: string[] = [];
  const lru = new LruStore<string>(budget, (_value, key) => disposed.push(key));
  return { lru, disposed };
}

describe('LRU texture store', () => {
  it('evicts the least recently used entries once over budget', () => {
    const { lru, disposed } = store(300);
    lru.set('a', 'A', 100);
    lru.set('b', 'B', 100);
    lru.set('c', 'C', 100);
    lru.get('a');
    lru.set('d', 'D', 100);
    expect(disposed).toEqual(['b']);
    expect(lru.bytes).toBe(300);
    expect(['a', 'b', 'c', 'd'].filter((k) => lru.has(k))).toEqual(['a', 'c', 'd']);
  });

  it('never grows past the budget over a long run', () => {
    const { lru, disposed } = store(1000);
    for (let i = 0; i < 500; i++) {
      lru.set(`t${i}`, 'x', 64);
      expect(lru.bytes).toBeLessThanOrEqual(1000);
    }
    expect(disposed).toHaveLength(500 - 15);
    expect(lru.bytes).toBe(15 * 64);
  });

  it('spares pinned entries (the frame being drawn) even over budget', () => {
    const { lru, disposed } = store(200);
    lru.set('a', 'A', 100);
    lru.set('b', 'B', 100);
    lru.set('c', 'C', 100, new Set(['a', 'b', 'c']));
    expect(disposed).toEqual([]);
    lru.set('d', 'D', 100, new Set(['d']));
    expect(disposed).toEqual(['a', 'b']);
  });

  it('replacing a key disposes the old value and keeps the byte count right', () => {
    const { lru, disposed } = store(1000);
    lru.set('a', 'A1', 100);
    lru.set('a', 'A2', 150);
    expect(disposed).toEqual(['a']);
    expect(lru.bytes).toBe(150);
    expect(lru.get('a')).toBe('A2');
    lru.clear();
    expect(lru.bytes).toBe(0);
    expect(disposed).toEqual(['a', 'a']);
    expect(lru.has('a')).toBe(false);
  });
});
