import { describe, expect, it } from 'vitest';
import { phaseDuration, phaseStates, progressMessage, progressPercent } from './progress.ts';

describe('the simulated grading progress', () => {
  it('lasts 1000-2500 ms a phase', () => {
    expect(phaseDuration(0)).toBe(1000);
    expect(phaseDuration(0.5)).toBe(1750);
    expect(phaseDuration(0.9999)).toBe(2500);
  });

  it('climbs evenly to 95 at the last of the ten phases, and is 100 once graded', () => {
    expect(progressPercent({ status: 'running', phase: 0 })).toBe(0);
    expect(progressPercent({ status: 'running', phase: 1 })).toBe(11);
    expect(progressPercent({ status: 'running', phase: 5 })).toBe(53);
    expect(progressPercent({ status: 'running', phase: 9 })).toBe(95);
    expect(progressPercent({ status: 'failed', phase: 4, error: 'x' })).toBe(42);
    expect(progressPercent({ status: 'succeeded' })).toBe(100);
  });

  it('marks the phases done, current or pending', () => {
    expect(phaseStates({ status: 'running', phase: 2 })).toEqual(['done', 'done', 'current', ...Array(7).fill('pending')]);
    expect(phaseStates({ status: 'succeeded' })).toEqual(Array(10).fill('done'));
  });

  it('names the current phase', () => {
    expect(progressMessage({ status: 'running', phase: 0 })).toBe('Uploading photos...');
    expect(progressMessage({ status: 'running', phase: 7 })).toBe('Comparing against professional grading standards...');
    expect(progressMessage({ status: 'succeeded' })).toBe('Grading complete');
  });
});
