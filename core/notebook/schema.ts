import { z } from 'zod';
import { pageFields } from '../util/page';
import { PageRef, PageTitle, pageRef, Status, TITLE_MAX } from './fields';

export const CreatePageInput = z.object({
  title: PageTitle,
  parentId: pageRef('The parent page').optional().describe('The parent page: its id or exact title; omit to create a topic (a page without parent)'),
});

export const PageInput = z.object({ page: PageRef });

export const ResolvePageInput = z.object({
  title: z.string().trim().min(1, 'Required').max(TITLE_MAX).describe('The exact title to look for'),
});

export const ListTopicsInput = z.object({ ...pageFields('nbp') });

export const EditPageInput = z
  .object({
    page: PageRef,
    title: PageTitle.optional(),
    parentId: pageRef('The new parent page')
      .nullable()
      .optional()
      .describe('Move the page under another page (its id or exact title); null makes it a topic. Cycles and trees deeper than the cap are refused'),
    status: Status.nullable()
      .optional()
      .describe('Set the status by hand (TO_STUDY, STUDYING, DONE); null returns it to the value its board gives'),
  })
  .refine((v) => v.title !== undefined || v.parentId !== undefined || v.status !== undefined, {
    message: 'Send title, parentId or status',
    path: ['title'],
  });
