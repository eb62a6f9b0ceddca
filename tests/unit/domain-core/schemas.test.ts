/**
 * The command schemas double as the agent's tool input schemas (A4, A5): each must convert to
 * JSON Schema the way the AI SDK does it, and every field must carry a description, because
 * the description is all the model reads about it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deleteCategory } from '../../../core/category/delete';
import { editCategory } from '../../../core/category/edit';
import { createCategory, getCategory, listCategories } from '../../../core/category/service';
import { setGoalArchived } from '../../../core/goal/archive';
import { completeGoal } from '../../../core/goal/complete';
import { deleteGoal } from '../../../core/goal/delete';
import { editGoal } from '../../../core/goal/edit';
import { moveGoal } from '../../../core/goal/move';
import { decreaseGoalValue, increaseGoalValue } from '../../../core/goal/progress';
import { createGoal, getGoal, listGoals } from '../../../core/goal/service';
import { deleteHabit, editHabit } from '../../../core/habit/edit';
import { createHabit, getHabit, listHabits } from '../../../core/habit/service';
import { deleteTask, editTask } from '../../../core/task/edit';
import { createTask, getTask, listTasks } from '../../../core/task/service';

const commands = {
  createCategory, getCategory, listCategories, editCategory, deleteCategory,
  createHabit, getHabit, listHabits, editHabit, deleteHabit,
  createTask, getTask, listTasks, editTask, deleteTask,
  createGoal, getGoal, listGoals, editGoal, deleteGoal,
  completeGoal, increaseGoalValue, decreaseGoalValue, setGoalArchived, moveGoal,
};

interface JsonSchema {
  properties?: Record<string, { description?: string }>;
  required?: string[];
}

describe.each(Object.entries(commands))('%s schema', (_name, cmd) => {
  const json = z.toJSONSchema(cmd.schema, { target: 'draft-7', io: 'input', reused: 'inline' }) as JsonSchema;

  it('converts the way the agent registry converts it', () => {
    expect(() => z.toJSONSchema(cmd.schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });

  it('describes every field', () => {
    const props = Object.entries(json.properties ?? {});
    expect(props.length).toBeGreaterThan(0);
    for (const [field, prop] of props) expect(prop.description, field).toMatch(/\w{3,}/);
  });

  it('requires only what the contract requires', () => {
    const required = new Set(json.required ?? []);
    const name = _name;
    const expected = name.startsWith('list')
      ? []
      : name === 'createGoal'
        ? ['name', 'targetValue']
        : name.startsWith('create')
          ? ['name']
          : name === 'moveGoal'
            ? ['id', 'parentId']
            : ['id'];
    expect([...required].sort()).toEqual(expected.sort());
  });
});
