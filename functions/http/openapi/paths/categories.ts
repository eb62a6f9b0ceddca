import { deleteCategory } from '../../../../core/category/delete';
import { editCategory } from '../../../../core/category/edit';
import { Category } from '../../../../core/category/responses';
import { createCategory, getCategory, listCategories } from '../../../../core/category/service';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const categoriesPaths = {
  'GET /categories': { summary: 'List categories', input: listCategories.schema, responses: { 200: page(Category) } },
  'POST /categories': { summary: 'Create category', input: createCategory.schema, responses: { 201: Category } },
  'GET /categories/{id}': { summary: 'Get category', input: getCategory.schema, responses: { 200: Category } },
  'PATCH /categories/{id}': { summary: 'Edit category', input: editCategory.schema, responses: { 200: Category } },
  'DELETE /categories/{id}': { summary: 'Delete category', input: deleteCategory.schema, responses: { 204: null } },
} satisfies Record<RouteKey, OperationSpec>;
