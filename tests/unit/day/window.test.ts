import { describe, expect, it } from 'vitest';
import { itemWindowProblem, sectionWindowProblem, TimeField, windowLength } from '../../../core/routine/window';

const morning = { startTime: '07:00', endTime: '09:00' };
const night = { startTime: '22:00', endTime: '06:00' };

describe('item times inside the section window (±5 min)', () => {
  it.each([
    ['07:00', '09:00'],
    ['06:55', '09:05'], // the tolerance on both sides
    ['08:00', '08:00'],
    ['07:30', '08:15'],
  ])('%s–%s fits 07:00–09:00', (startTime, endTime) => {
    expect(itemWindowProblem(morning, { startTime, endTime })).toBeUndefined();
  });

  it.each([
    ['06:54', '08:00', /outside the section window 07:00–09:00 \(±5 min\)/],
    ['07:00', '09:06', /outside/],
    ['12:00', '12:30', /outside/],
    ['08:30', '08:00', /ends \(08:00\) before it starts \(08:30\)/],
  ])('%s–%s is refused with the window in the message', (startTime, endTime, message) => {
    expect(itemWindowProblem(morning, { startTime, endTime })).toMatch(message);
  });

  it('allows items across midnight in an overnight section, and says the section is overnight when refusing', () => {
    expect(windowLength(night)).toBe(480);
    expect(itemWindowProblem(night, { startTime: '23:30', endTime: '00:30' })).toBeUndefined();
    expect(itemWindowProblem(night, { startTime: '21:55', endTime: '06:05' })).toBeUndefined();
    expect(itemWindowProblem(night, { startTime: '02:00', endTime: '03:00' })).toBeUndefined();
    expect(itemWindowProblem(night, { startTime: '12:00', endTime: '13:00' })).toMatch(/22:00–06:00 \(overnight\)/);
    expect(itemWindowProblem(night, { startTime: '05:00', endTime: '23:00' })).toMatch(/ends .* before it starts/);
  });

  it('refuses a section without a window', () => {
    expect(sectionWindowProblem({ startTime: '08:00', endTime: '08:00' })).toMatch(/needs a window/);
    expect(sectionWindowProblem(night)).toBeUndefined();
  });

  it('reads times as HH:mm, padding a single-digit hour', () => {
    expect(TimeField.parse('7:05')).toBe('07:05');
    expect(TimeField.safeParse('24:00').success).toBe(false);
    expect(TimeField.safeParse('7h').success).toBe(false);
  });
});
