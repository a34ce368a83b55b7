import { describe, expect, it } from 'vitest';
import { createTourCache } from './tour-cache.js';

function counter(answer: (code: string) => string | null) {
  const calls: string[] = [];
  const load = async (code: string) => {
    calls.push(code);
    const json = answer(code);
    return json === null ? null : { json, version: `v-${json}` };
  };
  return { calls, load };
}

describe('createTourCache', () => {
  it('serves a found tour from memory until the time-to-live ends', async () => {
    let clock = 0;
    let current = 'one';
    const { calls, load } = counter(() => current);
    const get = createTourCache(load, 1000, () => clock);
    expect((await get('abc'))?.json).toBe('one');
    current = 'two';
    clock = 999;
    expect((await get('abc'))?.json).toBe('one');
    clock = 1000;
    expect((await get('abc'))?.json).toBe('two');
    expect(calls).toEqual(['abc', 'abc']);
  });

  it('keeps the prepared answer while the version stays, and a new ETag when it changes', async () => {
    let clock = 0;
    let current = 'one';
    const { load } = counter(() => current);
    const get = createTourCache(load, 1000, () => clock);
    const first = await get('abc');
    clock = 1000;
    const reloaded = await get('abc');
    expect(reloaded).toBe(first);
    current = 'two';
    clock = 2000;
    const changed = await get('abc');
    expect(changed).not.toBe(first);
    expect(changed?.etag).not.toBe(first?.etag);
    expect(changed?.body.toString()).toBe('two');
  });

  it('never caches a miss, so a new tour is visible at once', async () => {
    let exists = false;
    const { calls, load } = counter(() => (exists ? 'new' : null));
    const get = createTourCache(load, 1000, () => 0);
    expect(await get('abc')).toBeNull();
    exists = true;
    expect((await get('abc'))?.json).toBe('new');
    expect(calls).toHaveLength(2);
  });

  it('shares one lookup between concurrent requests for a code', async () => {
    const { calls, load } = counter((code) => code);
    const get = createTourCache(load, 1000, () => 0);
    const answers = await Promise.all([get('a'), get('a'), get('a'), get('b')]);
    expect(answers.map((a) => a?.json)).toEqual(['a', 'a', 'a', 'b']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('passes a failure to every waiter and retries on the next call', async () => {
    let fail = true;
    const get = createTourCache(
      async () => {
        if (fail) throw new Error('db down');
        return { json: 'ok', version: 'v' };
      },
      1000,
      () => 0,
    );
    await expect(Promise.all([get('a'), get('a')])).rejects.toThrow('db down');
    fail = false;
    expect((await get('a'))?.json).toBe('ok');
  });
});
