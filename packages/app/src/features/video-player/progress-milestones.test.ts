import { describe, expect, it } from 'vitest';
import { newMilestones, type ProgressMilestone } from './progress-milestones.js';

const none = new Set<ProgressMilestone>();

describe('newMilestones', () => {
  it('reports nothing before a quarter', () => {
    expect(newMilestones(24.9, 100, none)).toEqual([]);
  });

  it('reports each milestone as it is reached', () => {
    expect(newMilestones(25, 100, none)).toEqual([25]);
    expect(newMilestones(50, 100, new Set<ProgressMilestone>([25]))).toEqual([50]);
  });

  it('reports every milestone passed by a seek, once', () => {
    expect(newMilestones(80, 100, none)).toEqual([25, 50, 75]);
    expect(newMilestones(80, 100, new Set<ProgressMilestone>([25, 50, 75]))).toEqual([]);
  });

  it('counts the last half second as the end', () => {
    expect(newMilestones(99.4, 100, new Set<ProgressMilestone>([25, 50, 75]))).toEqual([]);
    expect(newMilestones(99.6, 100, new Set<ProgressMilestone>([25, 50, 75]))).toEqual([100]);
  });

  it('reports nothing while the duration is unknown', () => {
    expect(newMilestones(10, Number.NaN, none)).toEqual([]);
    expect(newMilestones(10, 0, none)).toEqual([]);
  });
});
