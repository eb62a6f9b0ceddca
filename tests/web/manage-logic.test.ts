import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../web/src/i18n/lang';
import { usersOf, without } from '../../web/src/pages/categories/users';
import { worth } from '../../web/src/pages/habits/xp';
import { dayList, weekdayName } from '../../web/src/pages/routines/weekdays';

afterEach(() => setLang('en'));

describe('a category delete: whom it releases', () => {
  const item = (id: string, categoryIds: string[]) => ({ id, name: id, categoryIds });
  const from = {
    habits: [item('hab_read', ['cat_h', 'cat_w']), item('hab_run', ['cat_w'])],
    tasks: [item('tsk_dentist', ['cat_h'])],
    goals: [item('gol_books', ['cat_h']), item('gol_none', [])],
  };

  it('every habit, task and goal naming it, and only those', () => {
    const users = usersOf('cat_h', from);
    expect(users.map((u) => [u.type, u.id])).toEqual([
      ['habit', 'hab_read'],
      ['task', 'tsk_dentist'],
      ['goal', 'gol_books'],
    ]);
    expect(usersOf('cat_none', from)).toEqual([]);
  });

  it('each keeps its other categories', () => {
    const [read] = usersOf('cat_h', from);
    expect(without(read!, 'cat_h')).toEqual(['cat_w']);
  });
});

describe('what a check pays, as the form shows it', () => {
  it('the domain rule: 5 × (importance + difficulty), +1 % a streak day up to +50 %', () => {
    expect(worth(2, 3)).toEqual({ xp: 25, bonus: 0 });
    expect(worth(5, 5, 25)).toEqual({ xp: 63, bonus: 25 });
    expect(worth(5, 5, 80)).toEqual({ xp: 75, bonus: 50 });
  });

  it('nothing for a value the server would refuse (the field shows its error instead)', () => {
    expect(worth(9, 3)).toBeUndefined();
    expect(worth(0, 3)).toBeUndefined();
    expect(worth(2.5, 3)).toBeUndefined();
  });
});

describe('weekdays in the page’s language', () => {
  it('Monday first, named by Intl in English and Brazilian Portuguese', () => {
    expect(weekdayName('MONDAY')).toBe('Monday');
    expect(dayList(['FRIDAY', 'MONDAY'], 'short')).toBe('Mon, Fri');
    setLang('pt');
    expect(weekdayName('WEDNESDAY')).toBe('quarta-feira');
    expect(dayList(['SUNDAY', 'SATURDAY'])).toBe('sábado, domingo');
  });
});
