import { deletableCategory, deleteCategory } from '../../../category/delete';
import { editCategory } from '../../../category/edit';
import { createCategory, listCategories } from '../../../category/service';
import { withCards } from './card';
import { categoryCards } from './cards/categories';
import { commandTool } from './define';
import { quoted } from './summary-text';
import { summaryWords } from './summary-words';

export const categoryTools = withCards(categoryCards, [
  commandTool('getUserCategories', 'read', [], 'List the person’s categories (id, name, XP, level). Use it to resolve a category name to its id.', listCategories),
  commandTool('createUserCategory', 'write', ['categories'], 'Create a category. Only the name is required; names are unique per person (any case).', createCategory, {
    approval: 'never',
  }),
  commandTool(
    'editUserCategory',
    'write',
    ['categories', 'habits', 'tasks', 'goals'],
    'Change a category’s name, description or icon by id (resolve the name with getUserCategories first).',
    editCategory,
    { approval: 'never' },
  ),
  commandTool(
    'deleteUserCategory',
    'write',
    ['categories'],
    'Delete a category by id. Refused while a habit, task or goal uses it (the answer lists them). Confirm with the person first.',
    deleteCategory,
    {
      approval: 'always',
      // Its XP is the category's own: deleting it loses that level for good.
      summary: async (ctx, { id }) => {
        const [row, w] = await Promise.all([deletableCategory(ctx, id), summaryWords(ctx)]);
        return w.deleteCategory(quoted(row.name), row.xp);
      },
    },
  ),
]);
