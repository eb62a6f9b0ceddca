import { deleteCategory } from '../../../category/delete';
import { editCategory } from '../../../category/edit';
import { createCategory, listCategories } from '../../../category/service';
import { commandTool } from './define';

export const categoryTools = [
  commandTool('getUserCategories', 'read', [], 'List the person’s categories (id, name, XP, level). Use it to resolve a category name to its id.', listCategories),
  commandTool('createUserCategory', 'write', ['categories'], 'Create a category. Only the name is required; names are unique per person (any case).', createCategory),
  commandTool(
    'editUserCategory',
    'write',
    ['categories', 'habits', 'tasks', 'goals'],
    'Change a category’s name, description or icon by id (resolve the name with getUserCategories first).',
    editCategory,
  ),
  commandTool(
    'deleteUserCategory',
    'write',
    ['categories'],
    'Delete a category by id. Refused while a habit, task or goal uses it (the answer lists them). Confirm with the person first.',
    deleteCategory,
  ),
];
